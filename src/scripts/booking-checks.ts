/**
 * The booking form's checks, free of the page so unit tests can run them: which start times a day
 * offers, what is wrong with a date, every field a request would be refused for, and which field
 * each refusal of the database (the request_booking function) points at. The database applies the
 * same rules; the form says them first, at the field, in the visitor's language.
 */
import { businessDate, windowFor, type DailyHours } from './booking-logic';

/** The form's fields a refusal can point at (their `name`s), in the order the form shows them. */
export const bookingFields = [
  'vehicle_size',
  'vehicle_count',
  'package_type',
  'add_ons',
  'service_mode',
  'address',
  'date1',
  'time1',
  'date2',
  'time2',
  'name',
  'phone',
  'email',
  'notes',
  'consent',
] as const;
export type BookingField = (typeof bookingFields)[number];

/**
 * Each refusal request_booking answers (its error message is the code), with the fields it marks.
 * None: it is about the whole request and is said above Send. `invalid_field` names its field in
 * the error's details; a refused window is shown at its start time (the first window's unless
 * the details name the second).
 */
export const rpcErrorFields: Record<string, readonly BookingField[]> = {
  invalid_field: [],
  invalid_vehicle_count: ['vehicle_count'],
  address_required: ['address'],
  invalid_window: ['time1'],
  date_in_past: ['date1'],
  outside_hours: ['time1'],
  name_required: ['name'],
  contact_required: ['phone', 'email'],
  invalid_phone: ['phone'],
  invalid_email: ['email'],
  notes_too_long: ['notes'],
  consent_required: ['consent'],
  rate_limited: [],
};

/** Refusals only the form gives (before anything is sent), and the failure to reach the database. */
export const formOnlyErrors = [
  'date_required',
  'time_required',
  'date_too_far',
  'day_closed',
  'day_full',
  'network',
] as const;

/** Every refusal code the form can show: each has a message in both dictionaries. */
export const bookingErrorCodes: readonly string[] = [
  ...Object.keys(rpcErrorFields),
  ...formOnlyErrors,
];

/** The fields a refusal of request_booking marks (`details` names the field of invalid_field). */
export function rpcErrorTarget(code: string, details?: string | null): readonly BookingField[] {
  if (code === 'invalid_field') {
    return (bookingFields as readonly string[]).includes(details ?? '')
      ? [details as BookingField]
      : [];
  }
  if (code === 'invalid_window' && details?.includes('window2')) return ['time2'];
  return rpcErrorFields[code] ?? [];
}

/** The 2-hour windows the form offers start on the hour. */
const hourlyStarts = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** Each whole hour of `date` whose 2-hour window lies within its opening hours and has not begun. */
const openStarts = (date: string, hours: DailyHours, now: Date) =>
  hourlyStarts.filter((time) => {
    const slot = windowFor(date, time, hours, now);
    return slot !== null && slot !== 'past';
  });

/**
 * The start times (`'HH:MM'`) a date offers: each whole hour whose 2-hour window lies within that
 * day's opening hours and has not begun. None for a closed day, a past one or one more than a year
 * ahead (a date the form refuses offers no time).
 */
export function startTimes(date: string, hours: DailyHours, now: Date = new Date()): string[] {
  return date > latestDate(now) ? [] : openStarts(date, hours, now);
}

/** The last date a request may name: a year ahead of the business's today, as the database allows. */
export function latestDate(now: Date = new Date()): string {
  return businessDate(new Date(now.getTime() + 364 * 24 * 3600 * 1000));
}

/**
 * What is wrong with a preferred date ('YYYY-MM-DD'), or null: none given, before the business's
 * today, more than a year ahead, a day the business is closed, or a day with no start time left.
 */
export function dateProblem(
  date: string,
  hours: DailyHours,
  now: Date = new Date(),
): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'date_required';
  if (date < businessDate(now)) return 'date_in_past';
  if (date > latestDate(now)) return 'date_too_far';
  if (startTimes(date, hours, now).length > 0) return null;
  // Closed all day, or open but every window of the day (today) has begun.
  return openStarts(date, hours, new Date(0)).length === 0 ? 'day_closed' : 'day_full';
}

/** A date field's value while what was typed in it is not a whole date (`validity.badInput`). */
export const unfinishedDate = 'unfinished';

/** What the form holds, as text (the consent box as a boolean). */
export interface BookingValues {
  vehicle_size: string;
  /** The number of vehicles, for a fleet ('fleet' size). */
  vehicle_count: string;
  service_mode: string;
  address: string;
  date1: string;
  time1: string;
  date2: string;
  time2: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  consent: boolean;
}

/** The fewest and the most vehicles a fleet request counts, as the database allows. */
export const fleetSize = { min: 2, max: 500 } as const;

/** Whether a fleet's number of vehicles, as typed, is one the database takes (2 to 500). */
export function vehicleCountAccepted(text: string): boolean {
  const count = Number(text.trim());
  return /^\d+$/.test(text.trim()) && count >= fleetSize.min && count <= fleetSize.max;
}

/** The longest notes the database keeps, in characters. */
export const notesLimit = 1000;

/** The characters of a text as the database counts them (code points, ends trimmed). */
export const characters = (text: string): number => [...text.trim()].length;

/**
 * A one-line text as the database cleans it before judging it (`private.booking_clean_text`):
 * invisible and control characters gone, every kind of space plain, runs of spaces one, trimmed.
 */
const cleanLine = (text: string): string =>
  text
    .replace(
      /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu,
      '',
    )
    .replace(/\r\n?|[\n\v\f\u0085\u2028\u2029\t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    // The control characters the database drops, so the form judges what the database will.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0001-\u0008\u000e-\u001f\u007f-\u009f]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * Whether the database takes `text` as a phone: read as E.164 the way `private.booking_phone`
 * reads it (10 digits are a US number, 1 + 10 too, 011 and 00 become +), then judged by
 * `booking_requests_phone_check` (a North American number, or a country code and 7–14 digits).
 */
export function phoneAccepted(text: string): boolean {
  const d = cleanLine(text).replace(/[ ().-]/g, '');
  const e164 = /^[0-9]{10}$/.test(d)
    ? `+1${d}`
    : /^1[0-9]{10}$/.test(d)
      ? `+${d}`
      : /^011[0-9]/.test(d)
        ? `+${d.slice(3)}`
        : /^00[0-9]/.test(d)
          ? `+${d.slice(2)}`
          : d;
  return /^\+(1[2-9][0-9]{2}[2-9][0-9]{6}|[2-9][0-9]{7,14})$/.test(e164);
}

/**
 * Whether the database takes `text` as an e-mail: lower-cased without a trailing dot
 * (`private.booking_email`), then judged by `booking_requests_email_check` (a dot-atom local part a
 * mailto link carries as is, a domain of letter-digit-hyphen labels).
 */
export function emailAccepted(text: string): boolean {
  const email = cleanLine(text).toLowerCase().replace(/\.$/, '');
  return (
    email.length <= 254 &&
    email.split('@')[0]!.length <= 64 &&
    /^[a-z0-9_'+-]+(\.[a-z0-9_'+-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(
      email,
    )
  );
}

/** The problems of one preferred window (fields `date<n>`, `time<n>`), or none. */
function windowProblems(values: BookingValues, n: 1 | 2, hours: DailyHours, now: Date) {
  const [date, time] = [values[`date${n}`].trim(), values[`time${n}`].trim()];
  if (n === 2 && !date && !time) return [];
  const problem = dateProblem(date, hours, now);
  if (problem) return [{ field: `date${n}` as const, code: problem }];
  if (!time) return [{ field: `time${n}` as const, code: 'time_required' }];
  const slot = windowFor(date, time, hours, now);
  if (slot === 'past') return [{ field: `time${n}` as const, code: 'date_in_past' }];
  return slot ? [] : [{ field: `time${n}` as const, code: 'outside_hours' }];
}

/**
 * Every field the database would refuse the request for, each with its code, in the order the
 * form shows them (the first is where focus goes). Empty: the request may be sent.
 */
export function bookingProblems(
  values: BookingValues,
  hours: DailyHours,
  now: Date = new Date(),
): { field: BookingField; code: string }[] {
  const problems: { field: BookingField; code: string }[] = [];
  if (values.vehicle_size === 'fleet' && !vehicleCountAccepted(values.vehicle_count)) {
    problems.push({ field: 'vehicle_count', code: 'invalid_vehicle_count' });
  }
  const address = values.address.trim();
  if ((values.service_mode === 'mobile' && !address) || (address && address.length < 3)) {
    problems.push({ field: 'address', code: 'address_required' });
  }
  problems.push(...windowProblems(values, 1, hours, now), ...windowProblems(values, 2, hours, now));
  if (!values.name.trim()) problems.push({ field: 'name', code: 'name_required' });
  const [phone, email] = [values.phone.trim(), values.email.trim()];
  if (!phone && !email) {
    problems.push({ field: 'phone', code: 'contact_required' });
    problems.push({ field: 'email', code: 'contact_required' });
  }
  if (phone && !phoneAccepted(phone)) {
    problems.push({ field: 'phone', code: 'invalid_phone' });
  }
  if (email && !emailAccepted(email)) {
    problems.push({ field: 'email', code: 'invalid_email' });
  }
  if (characters(values.notes) > notesLimit) {
    problems.push({ field: 'notes', code: 'notes_too_long' });
  }
  if (!values.consent) problems.push({ field: 'consent', code: 'consent_required' });
  return problems;
}
