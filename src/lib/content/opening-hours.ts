import { z } from '../zod.ts';
import { jsonSetting } from './json-setting.ts';

/** Days of the week, Monday first, by their two-letter codes (as in schema.org `openingHours`). */
export const weekDays = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type WeekDay = (typeof weekDays)[number];

const time = z
  .string()
  .min(1, { message: 'is required', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time HH:MM');

/** Days that share one opening interval, e.g. `{ days: ['mo','tu'], opens: '08:00', closes: '19:00' }`. */
export const openingIntervalSchema = z
  .object({
    days: z
      .array(z.enum(weekDays))
      .min(1, 'needs at least one day')
      .refine((days) => new Set(days).size === days.length, 'lists a day twice'),
    opens: time,
    closes: time,
  })
  .strict()
  .refine((interval) => interval.opens < interval.closes, {
    message: 'must be later than opens (overnight hours are not supported)',
    path: ['closes'],
  });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** One opening interval per time of day and its days; a day in no interval is closed. */
export const openingHoursSchema = z
  .array(openingIntervalSchema)
  .min(1, 'needs at least one opening interval')
  .superRefine((intervals, ctx) => {
    for (const day of weekDays) {
      const today = intervals.filter((interval) => interval.days.includes(day));
      for (const [i, a] of today.entries()) {
        for (const b of today.slice(i + 1)) {
          if (a.opens < b.closes && b.opens < a.closes) {
            ctx.addIssue({ code: 'custom', message: `has overlapping intervals on ${day}` });
            return;
          }
        }
      }
    }
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** The `opening_hours` setting: its JSON text parsed and validated. */
export const openingHoursSettingSchema = jsonSetting(openingHoursSchema);

/** A day's opening time span, as 'HH:MM' strings. */
export interface TimeSpan {
  opens: string;
  closes: string;
}

/** Each weekday's spans, earliest first (an empty list: closed that day). */
export function dailyHours(hours: OpeningHours): Record<WeekDay, TimeSpan[]> {
  return Object.fromEntries(
    weekDays.map((day) => [
      day,
      hours
        .filter((interval) => interval.days.includes(day))
        .map(({ opens, closes }) => ({ opens, closes }))
        .sort((a, b) => a.opens.localeCompare(b.opens)),
    ]),
  ) as Record<WeekDay, TimeSpan[]>;
}

/** Groups weekdays (in week order) by a key; groups come in the order of their first day. */
export function groupDays<K>(key: (day: WeekDay) => K): { key: K; days: WeekDay[] }[] {
  const groups = new Map<K, WeekDay[]>();
  for (const day of weekDays) {
    const k = key(day);
    groups.set(k, [...(groups.get(k) ?? []), day]);
  }
  return [...groups].map(([k, days]) => ({ key: k, days }));
}
