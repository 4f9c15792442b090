/**
 * The booking form's checks, free of the page so unit tests can run them: every field a request
 * would be refused for. The database applies the same rules; the form says them first, at the
 * field, in the visitor's language. The refusal codes and the fields they point at are in
 * booking-error-codes.ts, the date checks in booking-dates.ts, those of the phone, e-mail and notes
 * in booking-text-checks.ts.
 */
import type { BookingField } from './booking-error-codes';
import { dateProblem } from './booking-dates';
import { windowFor, type DailyHours } from './booking-logic';
import { characters, emailAccepted, notesLimit, phoneAccepted } from './booking-text-checks';

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
