import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { es } from '../../src/i18n/es.ts';
import { bookingProblems, type BookingValues } from '../../src/scripts/booking-checks.ts';
import { dateProblem, startTimes, unfinishedDate } from '../../src/scripts/booking-dates.ts';
import { bookingErrorCodes, rpcErrorTarget } from '../../src/scripts/booking-error-codes.ts';
import { asciiPhone } from '../../src/scripts/booking-text-checks.ts';
import { weekHours } from './support/booking-hours.ts';

const hours = weekHours;
// Tuesday 4 June 2030, 15:30 in Washington (19:30 UTC, daylight time).
const tuesdayAfternoon = new Date('2030-06-04T19:30:00Z');

const filled: BookingValues = {
  vehicle_size: 'sedan',
  vehicle_count: '',
  service_mode: 'mobile',
  address: '22030',
  date1: '2030-06-05',
  time1: '10:00',
  date2: '',
  time2: '',
  name: 'Ana',
  phone: '(703) 555-0166',
  email: '',
  notes: '',
  consent: true,
};
const problems = (changes: Partial<BookingValues>) =>
  bookingProblems({ ...filled, ...changes }, hours, tuesdayAfternoon);

describe('the start times a day offers', () => {
  it('are the whole hours whose 2-hour window fits the day’s opening hours', () => {
    expect(startTimes('2030-06-05', hours, tuesdayAfternoon)).toEqual(
      ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17'].map((h) => `${h}:00`),
    );
    expect(startTimes('2030-06-08', hours, tuesdayAfternoon)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
    ]);
  });

  it('are none on a closed day, and today only those not begun', () => {
    expect(startTimes('2030-06-09', hours, tuesdayAfternoon)).toEqual([]);
    expect(startTimes('2030-06-04', hours, tuesdayAfternoon)).toEqual(['16:00', '17:00']);
  });

  it('are none more than a year ahead, a date the form refuses', () => {
    expect(startTimes('2031-06-03', hours, tuesdayAfternoon)).toHaveLength(10);
    expect(startTimes('2031-06-05', hours, tuesdayAfternoon)).toEqual([]);
  });
});

describe('a preferred date', () => {
  it('is refused when missing, past, more than a year ahead, closed or without a time left', () => {
    const at = (date: string, now = tuesdayAfternoon) => dateProblem(date, hours, now);
    expect(at('')).toBe('date_required');
    expect(at('2030-06-03')).toBe('date_in_past');
    expect(at('2031-06-05')).toBe('date_too_far');
    expect(at('2030-06-09')).toBe('day_closed');
    expect(at('2030-06-04', new Date('2030-06-04T22:30:00Z'))).toBe('day_full');
    expect(at('2030-06-04')).toBeNull();
    expect(at('2031-05-30')).toBeNull();
  });
});

describe('the form’s checks', () => {
  it('pass a complete request', () => {
    expect(problems({})).toEqual([]);
  });

  it('mark every missing field of an empty form, in the order the form shows them', () => {
    const empty = problems({
      address: '',
      date1: '',
      time1: '',
      name: '',
      phone: '',
      consent: false,
    });
    expect(empty).toEqual([
      { field: 'address', code: 'address_required' },
      { field: 'date1', code: 'date_required' },
      { field: 'name', code: 'name_required' },
      { field: 'phone', code: 'contact_required' },
      { field: 'email', code: 'contact_required' },
      { field: 'consent', code: 'consent_required' },
    ]);
  });

  it('need no address in the shop, and judge a second window only once it is begun', () => {
    expect(problems({ service_mode: 'in_shop', address: '' })).toEqual([]);
    expect(problems({ date2: '2030-06-06' })).toEqual([{ field: 'time2', code: 'time_required' }]);
    expect(problems({ date2: '2030-06-09', time2: '10:00' })).toEqual([
      { field: 'date2', code: 'day_closed' },
    ]);
  });

  it('refuse a start time that has begun or does not fit the hours', () => {
    expect(problems({ date1: '2030-06-04', time1: '15:00' })).toEqual([
      { field: 'time1', code: 'date_in_past' },
    ]);
    expect(problems({ time1: '18:00' })).toEqual([{ field: 'time1', code: 'outside_hours' }]);
  });

  it('ask for a date typed in part (no year yet), even in the optional second window', () => {
    expect(problems({ date2: unfinishedDate, time2: '' })).toEqual([
      { field: 'date2', code: 'date_required' },
    ]);
  });

  it('refuse a phone or an e-mail of the wrong shape, as the database does', () => {
    expect(problems({ phone: 'call me' })).toEqual([{ field: 'phone', code: 'invalid_phone' }]);
    expect(problems({ phone: '', email: 'ana@' })).toEqual([
      { field: 'email', code: 'invalid_email' },
    ]);
  });

  it('read a phone typed in any script’s digits (full-width, Arabic-Indic, Bengali, Thai…) as its ASCII digits, and any dash as -', () => {
    expect(asciiPhone('７０３５５５０１００')).toBe('7035550100');
    expect(asciiPhone('＋１（７０３）５５５－０１００．')).toBe('+1(703)555-0100.');
    expect(asciiPhone('٧٠٣ ٥٥٥ ٠١٠٠')).toBe('703 555 0100');
    expect(asciiPhone('۷۰۳۵۵۵۰۱۰۰')).toBe('7035550100');
    expect(asciiPhone('७०३५५५०१००')).toBe('7035550100');
    // Any script's decimal digits (Bengali, Thai, mathematical bold) and any dash or the minus sign.
    expect(asciiPhone('৭০৩ ৫৫৫ ০১০০')).toBe('703 555 0100');
    expect(asciiPhone('๗๐๓๕๕๕๐๑๐๐')).toBe('7035550100');
    expect(asciiPhone('\u{1d7d5}\u{1d7ce}\u{1d7d1}')).toBe('703');
    expect(asciiPhone('703\u2010555\u2013010\u2015 \u2212 \uff0d\u2014')).toBe('703-555-010- - --');
    // Everything else is left as typed, for the checks to judge.
    expect(asciiPhone('703 555 0100 ext 5 ①')).toBe('703 555 0100 ext 5 ①');
    for (const phone of [
      '７０３５５５０１００',
      '（７０３）５５５－０１００',
      '٧٠٣ ٥٥٥ ٠١٠٠',
      '৭০৩–৫৫৫−০১০০',
    ]) {
      expect(problems({ phone }), phone).toEqual([]);
    }
    expect(problems({ phone: '７０３５５５' })).toEqual([
      { field: 'phone', code: 'invalid_phone' },
    ]);
  });

  it('ask a fleet for its number of vehicles, a whole number from 2 to 500, as the database does', () => {
    const fleet = (vehicle_count: string) => problems({ vehicle_size: 'fleet', vehicle_count });
    const refused = [{ field: 'vehicle_count', code: 'invalid_vehicle_count' }];
    for (const count of ['', '1', '501', '2.5', '-3', 'six'])
      expect(fleet(count), count).toEqual(refused);
    for (const count of ['2', '8', ' 500 ']) expect(fleet(count), count).toEqual([]);
    // One vehicle of a size: the count is not asked.
    expect(problems({ vehicle_count: '' })).toEqual([]);
  });

  it('count the notes in characters as the database does, emoji as one', () => {
    expect(problems({ notes: '🚗'.repeat(1000) })).toEqual([]);
    expect(problems({ notes: 'x'.repeat(1001) })).toEqual([
      { field: 'notes', code: 'notes_too_long' },
    ]);
  });
});

/**
 * Every refusal code the database raises for a booking request (in request_booking or its insert
 * trigger), read from the booking migrations: a snake_case code, unlike the admins' sentences,
 * raised as such or chosen in a `case` (a violated constraint named by its code).
 */
async function databaseCodes(): Promise<string[]> {
  const folder = new URL('../../supabase/migrations/', import.meta.url);
  const codes = new Set<string>();
  for (const file of (await readdir(folder)).filter((name) => /booking.*\.sql$/.test(name))) {
    const sql = await readFile(new URL(file, folder), 'utf8');
    for (const [, code] of sql.matchAll(/(?:raise exception|then) '([a-z]+_[a-z_]+)'/g)) {
      codes.add(code!);
    }
  }
  return [...codes];
}

describe('the database’s refusals', () => {
  it('each have a message in both languages and a place in the form', async () => {
    const codes = await databaseCodes();
    expect(codes).toEqual(expect.arrayContaining(['contact_required', 'outside_hours']));
    for (const code of codes) {
      expect(bookingErrorCodes, code).toContain(code);
    }
    for (const code of bookingErrorCodes) {
      const key = `booking.error.${code}`;
      expect(en, key).toHaveProperty([key]);
      expect(es, key).toHaveProperty([key]);
    }
  });

  it('point at the field they name, or at the whole request', () => {
    expect(rpcErrorTarget('invalid_phone')).toEqual(['phone']);
    expect(rpcErrorTarget('contact_required')).toEqual(['phone', 'email']);
    expect(rpcErrorTarget('invalid_field', 'vehicle_size')).toEqual(['vehicle_size']);
    expect(rpcErrorTarget('invalid_field', 'language')).toEqual([]);
    expect(rpcErrorTarget('invalid_window')).toEqual(['time1']);
    expect(rpcErrorTarget('invalid_window', 'booking_requests_window2_check')).toEqual(['time2']);
    expect(rpcErrorTarget('invalid_vehicle_count')).toEqual(['vehicle_count']);
    expect(rpcErrorTarget('rate_limited')).toEqual([]);
  });
});
