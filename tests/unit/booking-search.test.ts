import { describe, expect, it } from 'vitest';
import { matchesSearch, searchRequests } from '../../src/islands/admin/bookings/booking-search.ts';

// The Bookings page's search (docs/product.md#bookings): the owner types what a caller said.
const maria = {
  name: 'María José Peña',
  email: 'MJ.Pena@Example.com',
  phone: '+17035550142',
  address: '4127 Chain Bridge Rd., Fairfax, VA 22030',
};
const bruno = { name: 'Bruno Castillo', email: null, phone: '+442079460958', address: null };
const noPhone = { name: 'Ana Ruiz', email: 'ana@example.com', phone: null, address: '20151' };

describe('the Bookings search', () => {
  it('finds a name without its accents or capitals, and any of its words in any order', () => {
    for (const search of ['maria', 'MARÍA', 'jose', 'pena', 'peña', 'maria jose', 'pena maria']) {
      expect(matchesSearch(maria, search), search).toBe(true);
    }
    expect(matchesSearch(maria, 'maria castillo')).toBe(false);
    expect(matchesSearch(maria, 'mario')).toBe(false);
  });

  it('finds an e-mail whatever its capitals', () => {
    expect(matchesSearch(maria, 'mj.pena@example')).toBe(true);
    expect(matchesSearch(noPhone, 'ANA@EXAMPLE.COM')).toBe(true);
    expect(matchesSearch(bruno, 'example')).toBe(false);
  });

  it('finds a phone by its digits, however they are written', () => {
    for (const search of [
      '7035550142',
      '555-0142',
      '(703) 555',
      '703 555 0142',
      '+1 703-555-0142',
    ]) {
      expect(matchesSearch(maria, search), search).toBe(true);
    }
    expect(matchesSearch(bruno, '+44 20 7946')).toBe(true);
    expect(matchesSearch(maria, '555-0143')).toBe(false);
    expect(matchesSearch(noPhone, '555')).toBe(false);
  });

  it('finds a name and part of the phone together, in any order', () => {
    expect(matchesSearch(maria, 'maria 0142')).toBe(true);
    expect(matchesSearch(maria, '703 peña')).toBe(true);
    expect(matchesSearch(maria, 'maria 0143')).toBe(false);
    expect(matchesSearch({ ...noPhone, email: 'ana2024@example.com' }, 'ana 2024')).toBe(true);
  });

  it('finds a name or an e-mail with or without its apostrophes, hyphens and dots', () => {
    const obrien = {
      name: "Seán O'Brien-Smith",
      email: 'sean.obrien@example.com',
      phone: null,
      address: null,
    };
    for (const search of [
      'obrien',
      "o'brien",
      'O’Brien',
      'brien smith',
      'obriensmith',
      'seanobrien',
    ]) {
      expect(matchesSearch(obrien, search), search).toBe(true);
    }
    expect(matchesSearch(obrien, 'obrian')).toBe(false);
  });

  it('finds a street or a ZIP of the address, folded as a name is, alone or with a name', () => {
    for (const search of [
      '22030',
      'chain bridge',
      'Chain Bridge Rd.',
      '4127 chain',
      'FAIRFAX',
      'maria 22030',
      'fairfax, va',
    ]) {
      expect(matchesSearch(maria, search), search).toBe(true);
    }
    const calle = { ...bruno, address: 'Calle Martí 12, Alexandria 22314' };
    expect(matchesSearch(calle, 'calle marti'), 'without its accent').toBe(true);
    expect(matchesSearch(noPhone, '20151')).toBe(true);
    expect(matchesSearch(maria, '22031')).toBe(false);
    expect(matchesSearch(maria, 'oak')).toBe(false);
    expect(matchesSearch(bruno, 'fairfax')).toBe(false);
    expect(searchRequests([maria, bruno, noPhone], '2')).toEqual([maria, bruno, noPhone]);
    expect(searchRequests([maria, bruno, noPhone], '2015')).toEqual([noPhone]);
  });

  it('finds every request for an empty or blank search, and keeps their order', () => {
    const requests = [maria, bruno, noPhone];
    expect(searchRequests(requests, '')).toEqual(requests);
    expect(searchRequests(requests, '   ')).toEqual(requests);
    expect(searchRequests(requests, 'example')).toEqual([maria, noPhone]);
    expect(searchRequests(requests, 'xyz')).toEqual([]);
  });
});
