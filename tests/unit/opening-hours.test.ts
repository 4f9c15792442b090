import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import { openingHoursLines, openingHoursText } from '../../src/lib/content/format-hours.ts';
import {
  openingHoursSettingSchema,
  type OpeningHours,
} from '../../src/lib/content/opening-hours.ts';
import type { SettingKey } from '../../src/lib/content/schema.ts';
import { parseSiteSettings } from '../../src/lib/content/site-settings.ts';

/** The text as a reader sees it: non-breaking spaces as spaces, word joiners gone. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
const lines = (lang: 'en' | 'es', hours: OpeningHours) => openingHoursLines(lang, hours).map(plain);

const seedValue = (key: string) => seedContent.site_settings.find((s) => s.key === key)!.value;
const allWeek: OpeningHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], opens: '08:00', closes: '19:00' },
];
const weekdaysAndSaturday: OpeningHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '19:00' },
  { days: ['sa'], opens: '09:00', closes: '14:00' },
];

describe('opening hours text', () => {
  it('states the seeded hours (Mon–Sun 8AM–7PM) in both languages', () => {
    const hours = openingHoursSettingSchema.parse(seedValue('opening_hours'));
    expect(hours).toEqual(allWeek);
    expect(lines('en', hours)).toEqual(['Mon–Sun 8 AM – 7 PM']);
    expect(lines('es', hours)).toEqual(['lun–dom 8:00–19:00']);
  });

  it('gives a split schedule one line per group of days and names closed days', () => {
    expect(lines('en', weekdaysAndSaturday)).toEqual([
      'Mon–Fri 8 AM – 7 PM',
      'Sat 9 AM – 2 PM',
      'Sun closed',
    ]);
    expect(lines('es', weekdaysAndSaturday)).toEqual([
      'lun–vie 8:00–19:00',
      'sáb 9:00–14:00',
      'dom cerrado',
    ]);
    expect(plain(openingHoursText('en', weekdaysAndSaturday))).toBe(
      'Mon–Fri 8 AM – 7 PM; Sat 9 AM – 2 PM; Sun closed',
    );
  });

  it('lists the closed days last, whichever day they start on', () => {
    const tuesdays: OpeningHours = [{ days: ['tu'], opens: '10:00', closes: '14:00' }];
    expect(lines('en', tuesdays)).toEqual(['Tue 10 AM – 2 PM', 'Mon, Wed–Sun closed']);
    expect(lines('es', tuesdays)).toEqual(['mar 10:00–14:00', 'lun, mié–dom cerrado']);
  });

  it('lists separate days, a midday break and minutes', () => {
    const hours: OpeningHours = [
      { days: ['fr', 'we', 'mo'], opens: '13:00', closes: '17:30' },
      { days: ['mo', 'we', 'fr'], opens: '08:00', closes: '12:00' },
    ];
    expect(lines('en', hours)).toEqual([
      'Mon, Wed, Fri 8 AM – 12 PM, 1 PM – 5:30 PM',
      'Tue, Thu, Sat–Sun closed',
    ]);
    expect(lines('es', hours)).toEqual([
      'lun, mié, vie 8:00–12:00, 13:00–17:30',
      'mar, jue, sáb–dom cerrado',
    ]);
  });

  it('cannot wrap inside a time span: its only breakable space follows the days', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const line of openingHoursLines(lang, weekdaysAndSaturday)) {
        expect(line.split(' '), line).toHaveLength(2);
      }
      // An en dash allows a break after it; the word joiner forbids it.
      expect(openingHoursLines(lang, allWeek)[0]).toMatch(/–\u2060/);
    }
  });
});

describe('the opening_hours setting', () => {
  const invalid = {
    'not JSON': 'Mon–Sun 8AM–7PM',
    'no intervals': '[]',
    'an unknown day': '[{"days":["mon"],"opens":"08:00","closes":"19:00"}]',
    'a day twice': '[{"days":["mo","mo"],"opens":"08:00","closes":"19:00"}]',
    'no days': '[{"days":[],"opens":"08:00","closes":"19:00"}]',
    'a 12-hour time': '[{"days":["mo"],"opens":"8AM","closes":"19:00"}]',
    'closing before opening': '[{"days":["mo"],"opens":"19:00","closes":"08:00"}]',
    'an unknown field': '[{"days":["mo"],"opens":"08:00","closes":"19:00","note":"x"}]',
    'overlapping intervals':
      '[{"days":["mo"],"opens":"08:00","closes":"12:00"},{"days":["mo","tu"],"opens":"11:00","closes":"15:00"}]',
  };
  it.each(Object.entries(invalid))('rejects %s', (_case, value) => {
    expect(openingHoursSettingSchema.safeParse(value).success).toBe(false);
  });

  it('fails the build with a message naming the setting and the field', () => {
    const values = Object.fromEntries(
      seedContent.site_settings.map((s) => [s.key, s.value]),
    ) as Record<SettingKey, string>;
    expect(parseSiteSettings(values).opening_hours).toEqual(allWeek);
    const broken = { ...values, opening_hours: invalid['closing before opening'] };
    expect(() => parseSiteSettings(broken)).toThrow(
      /site_settings row \(key=opening_hours\): value\[0\]\.closes: must be later than opens/,
    );
  });
});
