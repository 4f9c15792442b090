import { describe, expect, it } from 'vitest';
import { adminFormat } from '../../src/i18n/admin/format.ts';

// The admin's money and dates in each language (src/i18n/admin/format.ts). The machine running
// these may be anywhere: every time is expected on New York's clock.
const en = adminFormat('en');
const es = adminFormat('es');

describe('money', () => {
  it('stays US dollars in both languages', () => {
    for (const format of [en, es]) {
      expect(format.money('1234.5')).toBe('$1,234.50');
      expect(format.money('0.1')).toBe('$0.10');
      expect(format.cents(123456789)).toBe('$1,234,567.89');
    }
  });
});

describe('calendar dates', () => {
  it('are written the US way in English and the Spanish way in Spanish, whatever the zone', () => {
    expect(en.date('2026-11-23')).toBe('Nov 23, 2026');
    expect(en.date('2026-03-01')).toBe('Mar 1, 2026');
    expect(en.date('2026-12-31')).toBe('Dec 31, 2026');
    expect(es.date('2026-11-23')).toBe('23 nov 2026');
    expect(es.date('2026-03-01')).toBe('1 mar 2026');
    expect(es.date('2026-12-31')).toBe('31 dic 2026');
  });
});

describe('times', () => {
  it('are on the business’s clock with ET in both languages, Spanish on a 12-hour clock', () => {
    expect(en.time('2026-11-24T15:05:00Z')).toBe('Nov 24, 2026, 10:05\u00a0AM\u00a0ET');
    expect(es.time('2026-11-24T20:05:00Z')).toBe('24 nov 2026, 3:05\u00a0p.\u00a0m.\u00a0ET');
    expect(es.time('2026-11-24T15:00:00Z', 'day')).toBe(
      'mar, 24 nov, 10:00\u00a0a.\u00a0m.\u00a0ET',
    );
    expect(es.time(Date.parse('2026-11-24T23:30:00Z'), 'time')).toBe(
      '6:30\u00a0p.\u00a0m.\u00a0ET',
    );
    // After midnight UTC is still the previous evening in New York.
    expect(es.time('2026-11-25T02:00:00Z', 'day')).toBe(
      'mar, 24 nov, 9:00\u00a0p.\u00a0m.\u00a0ET',
    );
  });

  it('write a window of one day with one date and one label', () => {
    expect(en.span('2026-11-24T15:00:00Z', '2026-11-24T17:00:00Z')).toBe(
      'Tue, Nov 24, 10:00\u00a0AM – 12:00\u00a0PM\u00a0ET',
    );
    expect(es.span('2026-11-24T15:00:00Z', '2026-11-24T17:00:00Z')).toBe(
      'mar, 24 nov, 10:00\u00a0a.\u00a0m. – 12:00\u00a0p.\u00a0m.\u00a0ET',
    );
  });

  it('keep each time whole on a line: a break may fall in the date and around the dash, never inside "9:00 a. m. ET"', () => {
    // The admin's text breaks only at plain spaces (and after the dash's).
    expect(es.span('2026-12-01T14:00:00Z', '2026-12-01T16:00:00Z').split(' ')).toEqual([
      'mar,',
      '1',
      'dic,',
      '9:00\u00a0a.\u00a0m.',
      '–',
      '11:00\u00a0a.\u00a0m.\u00a0ET',
    ]);
    expect(en.span('2026-12-01T14:00:00Z', '2026-12-01T16:00:00Z').split(' ')).toEqual([
      'Tue,',
      'Dec',
      '1,',
      '9:00\u00a0AM',
      '–',
      '11:00\u00a0AM\u00a0ET',
    ]);
    expect(es.time('2026-11-24T20:05:00Z').split(' ')).toEqual([
      '24',
      'nov',
      '2026,',
      '3:05\u00a0p.\u00a0m.\u00a0ET',
    ]);
  });

  it('follow the admin’s current language by default', () => {
    expect(adminFormat().lang).toBe('en');
  });
});
