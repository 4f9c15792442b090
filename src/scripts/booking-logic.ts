/**
 * The booking form's reckoning, free of the page so unit tests can run it: the estimate from the
 * published price texts, the service-area guess and a preferred window checked against the hours.
 */

import { BUSINESS_TIME_ZONE } from '../lib/business-time';
import { moneyRange, priceRange } from '../lib/content/price';

/** Each weekday's opening spans ('mo'…'su' → [{ opens: '08:00', closes: '18:00' }]). */
export type DailyHours = Record<string, { opens: string; closes: string }[]>;

/**
 * The estimate for a package price and add-on prices as stored ('170', '45-60', words): '$170',
 * '$215 – $230', and '+ extra fee' when an add-on is priced in words (pet hair/sand). Null without
 * a package. Prices are read and written by the site's one price module.
 */
export function estimate(
  packagePrice: string | null,
  addOns: string[],
  extraFee: string,
): string | null {
  const base = packagePrice ? priceRange(packagePrice) : null;
  if (!base) return null;
  let [low, high] = base;
  let extra = false;
  for (const price of addOns) {
    const range = priceRange(price);
    if (range) {
      low += range[0];
      high += range[1];
    } else {
      extra = true;
    }
  }
  const total = moneyRange(low, high);
  return extra ? `${total} + ${extraFee}` : total;
}

// ZIP prefixes of DC (200, 202–205), Montgomery County MD (208, 209) and Northern Virginia (201, 220–223).
const areaZip = /^(20[0-5]|20[89]|22[0-3])\d\d$/;

/**
 * Whether an address or ZIP seems outside the service area: a ZIP outside its prefixes, or text
 * naming none of its places (the towns and areas of the owner's list; 'Washington' is enough for
 * 'Washington DC'). Empty or short input is not judged, nor a street without its town or ZIP
 * ('1600 Pennsylvania Ave NW': a house number and no comma), which says nothing of where it is.
 * Only ever a note, never a refusal.
 */
export function outsideArea(address: string, places: readonly string[]): boolean {
  const text = address.trim();
  if (text.length < 3) return false;
  const zip = text.match(/\b\d{5}\b/)?.[0];
  if (zip) return !areaZip.test(zip);
  const lower = text.toLowerCase();
  const named =
    places.some((place) => {
      const name = place.toLowerCase();
      return lower.includes(name) || name.startsWith(lower);
    }) || /\b(va|md|dc|virginia|maryland)\b/.test(lower);
  return !named && !(/^\d/.test(text) && !text.includes(','));
}

const dayCodes = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

/** The business's time zone: the form's dates and times mean its clock, wherever the visitor is. */
export const businessTimeZone = BUSINESS_TIME_ZONE;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The business's wall clock at `instant` as if it were UTC (milliseconds, whole seconds). */
function businessWall(instant: number): number {
  const part = Object.fromEntries(
    wallClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]),
  ) as Record<string, number>;
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour, part.minute, part.second);
}

/** The business's calendar date ('YYYY-MM-DD') at `now`: the earliest date the form offers. */
export function businessDate(now: Date = new Date()): string {
  return new Date(businessWall(now.getTime())).toISOString().slice(0, 10);
}

/**
 * The instant a business-time date and time name. Two passes: the offset found at the wall time
 * read as UTC can be an hour off near a DST change, the offset at the first guess is not.
 */
function businessInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (instant: number) => businessWall(instant) - Math.floor(instant / 1000) * 1000;
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** The end of the two-hour window starting at `time` ('HH:MM'), on the same clock ('10:00' → '12:00'). */
export function windowEnd(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${String(h + 2).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * A two-hour window from a date ('YYYY-MM-DD') and a start time ('HH:MM') in the business's time
 * zone, whatever the visitor's device is set to: its ISO start and end, 'past' when it has begun
 * already, or null when it is incomplete or not within that day's opening hours (the database
 * applies the same rule).
 */
export function windowFor(
  date: string,
  time: string,
  hours: DailyHours,
  now: Date = new Date(),
): { start: string; end: string } | 'past' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null;
  const start = businessInstant(date, time);
  if (Number.isNaN(start.getTime())) return null;
  if (start.getTime() < now.getTime()) return 'past';
  const endTime = windowEnd(time);
  const spans = hours[dayCodes[day.getUTCDay()]!] ?? [];
  if (!spans.some((span) => span.opens <= time && endTime <= span.closes)) return null;
  const end = new Date(start.getTime() + 2 * 3600 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}
