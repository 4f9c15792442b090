/**
 * Every date and time the admin shows, in the business's time zone and labelled, whatever the
 * device's zone (docs/product.md#times-in-the-admin): 'Tue, Nov 24, 10:00 AM ET', in Spanish
 * 'mar, 24 nov, 10:00 a. m. ET' (the admin's language, docs/architecture.md#admin-language). One
 * helper for bookings, expenses, history and activity. Pure, unit-tested.
 */
import type { AdminLanguage } from '../i18n/admin/language.ts';

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

/**
 * The Intl locale of each admin language. Spanish keeps the 12-hour clock the business's customers
 * and staff use in the US ('3:05 p. m.'), with Spanish dates ('24 nov 2026').
 */
const locales: Record<AdminLanguage, [string, Intl.DateTimeFormatOptions]> = {
  en: ['en-US', {}],
  es: ['es', { hour12: true }],
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter of `options` in `lang`, on the business's clock unless they say otherwise. */
function formatter(lang: AdminLanguage, id: string, options: Intl.DateTimeFormatOptions) {
  let format = formatters.get(`${lang}/${id}`);
  if (!format) {
    const [locale, extra] = locales[lang];
    format = new Intl.DateTimeFormat(locale, {
      timeZone: BUSINESS_TIME_ZONE,
      ...options,
      ...('hour' in options || 'timeStyle' in options ? extra : {}),
    });
    formatters.set(`${lang}/${id}`, format);
  }
  return format;
}

/** The space inside a time ('9:00 a. m.'), where no line may break (docs/product.md#times-in-the-admin). */
const nbsp = '\u00a0';

/**
 * ICU puts a narrow or a plain no-break space before AM/PM ('p. m.' in Spanish), and a plain or a
 * no-break one inside 'a. m.', depending on its version: here the date's spaces are plain and a
 * time's are one no-break space each, so '9:00 a. m.' never splits across lines and reads and
 * searches the same on every device.
 */
function spacedParts(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map(({ type, value }, i) =>
      type === 'dayPeriod' || parts[i + 1]?.type === 'dayPeriod'
        ? value.replace(/\s/g, nbsp)
        : value.replace(/[\u202f\u00a0]/g, ' '),
    )
    .join('');
}

/**
 * An instant (ISO string, ms or Date) as the admin shows it in `lang`, on the business's clock,
 * with 'ET' (joined to the time before it).
 */
export function adminTime(
  when: string | number | Date,
  style: TimeStyle = 'full',
  lang: AdminLanguage = 'en',
): string {
  const instant = typeof when === 'string' ? Date.parse(when) : when;
  const parts = formatter(lang, style, formats[style]).formatToParts(instant);
  return `${spacedParts(parts)}${nbsp}${ZONE_LABEL}`;
}

/** A span of two instants on one day: 'Tue, Nov 24, 10:00 AM – 12:00 PM ET'. */
export function adminTimeSpan(start: string, end: string, lang: AdminLanguage = 'en'): string {
  const from = adminTime(start, 'day', lang).slice(0, -ZONE_LABEL.length - 1);
  return `${from} – ${adminTime(end, 'time', lang)}`;
}

/**
 * A calendar date 'YYYY-MM-DD' (no time of day, so no zone can shift it) as the admin reads it:
 * 'Mar 10, 2026', in Spanish '10 mar 2026'.
 */
export function adminDate(date: string, lang: AdminLanguage = 'en'): string {
  const [year, month, day] = date.split('-').map(Number);
  const format = formatter(lang, 'date', { dateStyle: 'medium', timeZone: 'UTC' });
  return spacedParts(format.formatToParts(Date.UTC(year!, month! - 1, day!)));
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
