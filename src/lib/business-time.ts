/**
 * Every date and time the admin shows, in the business's time zone and labelled, whatever the
 * device's zone (docs/product.md#times-in-the-admin): 'Tue, Nov 24, 10:00 AM ET'. One helper for bookings,
 * expenses, history and activity. Pure, unit-tested.
 */

/** The business's time zone: the bookings' times are on its clock. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The label written after every time. */
export const ZONE_LABEL = 'ET';

const formats = {
  /** 'Tue, Nov 24, 10:00 AM' */
  day: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Nov 24, 2026, 10:00 AM' */
  full: { dateStyle: 'medium', timeStyle: 'short' },
  /** '10:00 AM' */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeStyle = keyof typeof formats;

const formatters = new Map<TimeStyle, Intl.DateTimeFormat>();

/** An instant (ISO string, ms or Date) as the admin shows it, on the business's clock, with 'ET'. */
export function adminTime(when: string | number | Date, style: TimeStyle = 'full'): string {
  let format = formatters.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...formats[style], timeZone: BUSINESS_TIME_ZONE });
    formatters.set(style, format);
  }
  const instant = typeof when === 'string' ? Date.parse(when) : when;
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same.
  return `${format.format(instant).replace(/\u202f/g, ' ')} ${ZONE_LABEL}`;
}

/** A span of two instants on one day: 'Tue, Nov 24, 10:00 AM – 12:00 PM ET'. */
export function adminTimeSpan(start: string, end: string): string {
  const from = adminTime(start, 'day').slice(0, -ZONE_LABEL.length - 1);
  return `${from} – ${adminTime(end, 'time')}`;
}

/** Today's calendar date on the business's clock, as 'YYYY-MM-DD'. */
export function businessToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((piece) => piece.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
