/**
 * The booking form's date checks, free of the page so unit tests can run them: which start times a
 * day offers, the last date a request may name, and what is wrong with a date. The database
 * applies the same rules; the form says them first, at the field.
 */
import { businessDate, windowFor, type DailyHours } from './booking-logic';

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
