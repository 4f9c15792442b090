import { describe, expect, it } from 'vitest';
import { businessDate, estimate, outsideArea, windowFor } from '../../src/scripts/booking-logic.ts';
import { defaultServiceArea, servedPlaceNames } from '../../src/lib/content/service-area.ts';
import { weekHours } from './support/booking-hours.ts';

const towns = servedPlaceNames(defaultServiceArea);
const hours = weekHours;

describe('the booking estimate', () => {
  it('is the package price for the size when nothing is added', () => {
    expect(estimate('210', [], 'extra fee')).toBe('$210');
  });

  it('adds a fixed add-on and shows a ranged add-on as a range', () => {
    expect(estimate('210', ['40'], 'extra fee')).toBe('$250');
    expect(estimate('210', ['40', '45-60'], 'extra fee')).toBe('$295 – $310');
    expect(estimate('2.20', ['1.10'], 'extra fee')).toBe('$3.30');
  });

  it('says "extra fee" for an add-on priced in words, in the visitor’s language', () => {
    expect(estimate('210', ['Additional Fee'], 'extra fee')).toBe('$210 + extra fee');
    expect(estimate('210', ['45-60', 'Cargo adicional'], 'cargo adicional')).toBe(
      '$255 – $270 + cargo adicional',
    );
  });

  it('gives no estimate without a package', () => {
    expect(estimate(null, ['40'], 'extra fee')).toBeNull();
  });
});

describe('the service area note', () => {
  it('stays quiet for ZIP codes and towns of the area', () => {
    for (const place of [
      '22030',
      '20001',
      '20814',
      'Reston',
      '12 Main St, Silver Spring',
      'Washington',
      'Norte de Virginia',
    ]) {
      expect(outsideArea(place, towns), place).toBe(false);
    }
  });

  it('appears for a ZIP code or a town outside it', () => {
    expect(outsideArea('90210', towns)).toBe(true);
    expect(outsideArea('Baltimore', towns)).toBe(true);
    expect(outsideArea('12 Main St, Richmond', towns)).toBe(true);
  });

  it('stays quiet for a street without its town or ZIP code, which says nothing of where it is', () => {
    for (const street of ['1600 Pennsylvania Ave NW', '1234 N Glebe Rd', '12 Main St']) {
      expect(outsideArea(street, towns), street).toBe(false);
    }
  });

  it('waits until something is typed', () => {
    expect(outsideArea('', towns)).toBe(false);
  });
});

// Every instant below is written in UTC, so the expectations hold whatever zone the tests run in:
// the visitor's device zone must not change what a picked date and time mean.
describe('a preferred window', () => {
  const monday = new Date('2030-06-03T06:00:00Z');

  it('is two hours from the chosen start within the day’s hours', () => {
    expect(windowFor('2030-06-03', '10:00', hours, monday)).toEqual({
      start: '2030-06-03T14:00:00.000Z',
      end: '2030-06-03T16:00:00.000Z',
    });
  });

  it('means Eastern Time: UTC-4 in summer, UTC-5 in winter', () => {
    expect(windowFor('2030-07-01', '10:00', hours, monday)).toEqual({
      start: '2030-07-01T14:00:00.000Z',
      end: '2030-07-01T16:00:00.000Z',
    });
    expect(windowFor('2031-01-06', '10:00', hours, monday)).toEqual({
      start: '2031-01-06T15:00:00.000Z',
      end: '2031-01-06T17:00:00.000Z',
    });
  });

  it('is right on the days the clocks change', () => {
    const sundays = { ...hours, su: [{ opens: '08:00', closes: '19:00' }] };
    // 2030-03-10: clocks go forward at 2 a.m.; 2030-11-03: back at 2 a.m.
    expect(windowFor('2030-03-10', '08:00', sundays, new Date('2030-01-01T00:00:00Z'))).toEqual({
      start: '2030-03-10T12:00:00.000Z',
      end: '2030-03-10T14:00:00.000Z',
    });
    expect(windowFor('2030-11-03', '08:00', sundays, monday)).toEqual({
      start: '2030-11-03T13:00:00.000Z',
      end: '2030-11-03T15:00:00.000Z',
    });
  });

  it('takes the weekday of the picked date, not of the UTC date', () => {
    // Monday 20:00–22:00 in New York is Tuesday 00:00–02:00 in UTC, and Tuesday is closed here.
    const late = { ...hours, mo: [{ opens: '08:00', closes: '23:00' }], tu: [] };
    expect(windowFor('2030-06-03', '20:00', late, monday)).toEqual({
      start: '2030-06-04T00:00:00.000Z',
      end: '2030-06-04T02:00:00.000Z',
    });
  });

  it('is "past" by the business’s clock, whatever the visitor’s clock says', () => {
    // 07:30 for a visitor in Los Angeles is 10:30 in New York: a 10:00 start today has begun.
    const losAngelesMorning = new Date('2030-06-03T14:30:00Z');
    expect(windowFor('2030-06-03', '10:00', hours, losAngelesMorning)).toBe('past');
    expect(windowFor('2030-06-03', '11:00', hours, losAngelesMorning)).toEqual({
      start: '2030-06-03T15:00:00.000Z',
      end: '2030-06-03T17:00:00.000Z',
    });
  });

  it('is refused when it would start before opening, end after closing, or on a closed day', () => {
    expect(windowFor('2030-06-03', '07:00', hours, monday)).toBeNull();
    expect(windowFor('2030-06-03', '18:00', hours, monday)).toBeNull();
    expect(windowFor('2030-06-08', '13:00', hours, monday)).toBeNull();
    expect(windowFor('2030-06-09', '10:00', hours, monday)).toBeNull();
  });

  it('is "past" when it has begun already, and null when incomplete or not a date', () => {
    expect(windowFor('2030-06-02', '10:00', hours, monday)).toBe('past');
    expect(windowFor('', '10:00', hours, monday)).toBeNull();
    expect(windowFor('2030-02-30', '10:00', hours, monday)).toBeNull();
  });
});

describe('the earliest date offered', () => {
  it('is the business’s date, which can differ from the visitor’s and from UTC', () => {
    // 22:30 on Monday in New York is already Tuesday in UTC.
    expect(businessDate(new Date('2030-06-04T02:30:00Z'))).toBe('2030-06-03');
    expect(businessDate(new Date('2030-06-04T04:30:00Z'))).toBe('2030-06-04');
  });
});
