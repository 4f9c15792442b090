import { describe, expect, it } from 'vitest';
import { estimate, outsideArea, windowFor } from '../../src/scripts/booking-logic.ts';
import { marylandTowns, virginiaTowns } from '../../src/i18n/service-area.ts';

const towns = [...virginiaTowns, ...marylandTowns, 'Washington', 'DC'];
const hours = {
  mo: [{ opens: '08:00', closes: '19:00' }],
  tu: [{ opens: '08:00', closes: '19:00' }],
  we: [{ opens: '08:00', closes: '19:00' }],
  th: [{ opens: '08:00', closes: '19:00' }],
  fr: [{ opens: '08:00', closes: '19:00' }],
  sa: [{ opens: '09:00', closes: '14:00' }],
  su: [],
};

describe('the booking estimate', () => {
  it('is the package price for the size when nothing is added', () => {
    expect(estimate('$210', [], 'extra fee')).toBe('$210');
  });

  it('adds a fixed add-on and shows a ranged add-on as a range', () => {
    expect(estimate('$210', ['$40'], 'extra fee')).toBe('$250');
    expect(estimate('$210', ['$40', '$45-$60'], 'extra fee')).toBe('$295 – $310');
  });

  it('says "extra fee" for an add-on priced in words, in the visitor’s language', () => {
    expect(estimate('$210', ['Additional Fee'], 'extra fee')).toBe('$210 + extra fee');
    expect(estimate('$210', ['$45-$60', 'Cargo adicional'], 'cargo adicional')).toBe(
      '$255 – $270 + cargo adicional',
    );
  });

  it('gives no estimate without a package', () => {
    expect(estimate(null, ['$40'], 'extra fee')).toBeNull();
  });
});

describe('the service area note', () => {
  it('stays quiet for ZIP codes and towns of the area', () => {
    for (const place of ['22030', '20001', '20814', 'Reston', '12 Main St, Silver Spring']) {
      expect(outsideArea(place, towns), place).toBe(false);
    }
  });

  it('appears for a ZIP code or a town outside it', () => {
    expect(outsideArea('90210', towns)).toBe(true);
    expect(outsideArea('Baltimore', towns)).toBe(true);
  });

  it('waits until something is typed', () => {
    expect(outsideArea('', towns)).toBe(false);
  });
});

describe('a preferred window', () => {
  const monday = new Date('2030-06-03T06:00:00');

  it('is two hours from the chosen start within the day’s hours', () => {
    const window = windowFor('2030-06-03', '10:00', hours, monday);
    expect(window).toEqual({
      start: new Date('2030-06-03T10:00:00').toISOString(),
      end: new Date('2030-06-03T12:00:00').toISOString(),
    });
  });

  it('is refused when it would end after closing, or on a closed day', () => {
    expect(windowFor('2030-06-03', '18:00', hours, monday)).toBeNull();
    expect(windowFor('2030-06-08', '13:00', hours, monday)).toBeNull();
    expect(windowFor('2030-06-09', '10:00', hours, monday)).toBeNull();
  });

  it('is "past" when it has begun already, and null when incomplete', () => {
    expect(windowFor('2030-06-02', '10:00', hours, monday)).toBe('past');
    expect(windowFor('', '10:00', hours, monday)).toBeNull();
  });
});
