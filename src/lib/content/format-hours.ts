import { intlLocales, t } from '../../i18n/index.ts';
import type { Language } from './schema.ts';
import { joinedDash, timeSpanText } from './time-text.ts';
import {
  dailyHours,
  groupDays,
  weekDays,
  type OpeningHours,
  type WeekDay,
} from './opening-hours.ts';

/** A day's short name: 'Mon' in English, 'lun' in Spanish. */
function dayName(lang: Language, day: WeekDay): string {
  const monday = Date.UTC(2024, 0, 1); // a Monday
  const date = new Date(monday + weekDays.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(intlLocales[lang], { weekday: 'short', timeZone: 'UTC' }).format(
    date,
  );
}

/** Days as runs of consecutive days: 'Mon–Fri', 'Mon, Wed, Fri', 'Sat–Sun'. */
function daysText(lang: Language, days: WeekDay[]): string {
  const runs: WeekDay[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && weekDays.indexOf(day) === weekDays.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length === 1
        ? dayName(lang, run[0]!)
        : `${dayName(lang, run[0]!)}${joinedDash}${dayName(lang, run.at(-1)!)}`,
    )
    .join(', ');
}

/**
 * The opening hours as lines of text, one per group of days with the same hours, in week order
 * with the closed days last: en 'Mon–Fri 8 AM – 7 PM', 'Sat 9 AM – 2 PM', 'Sun closed'; es
 * 'lun–vie 8:00–19:00', 'dom cerrado'; open only on Tuesdays, 'Tue 10 AM – 2 PM', 'Mon, Wed–Sun
 * closed'.
 */
export function openingHoursLines(lang: Language, hours: OpeningHours): string[] {
  const daily = dailyHours(hours);
  const spans = (day: WeekDay) =>
    daily[day].map(({ opens, closes }) => timeSpanText(lang, opens, closes)).join(', ');
  const groups = groupDays(spans).sort((a, b) => Number(!a.key) - Number(!b.key));
  return groups.map(({ key, days }) => `${daysText(lang, days)} ${key || t(lang, 'hours.closed')}`);
}

/** The opening hours as one text, the lines of `openingHoursLines` joined by semicolons. */
export function openingHoursText(lang: Language, hours: OpeningHours): string {
  return openingHoursLines(lang, hours).join('; ');
}
