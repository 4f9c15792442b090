import type { Language } from '../lib/content/schema.ts';

/**
 * The locale `Intl` formats each language's dates, times and lists with. Spanish uses plain `es`
 * for its 24-hour times ('8:00–19:00'); `es-US` would write '8:00 a.m.'. Numbers are not formatted
 * with it: see numberLocales. Its own module, so the admin can format without loading the landing
 * page's dictionaries.
 */
export const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es' };

/**
 * The locale numbers are written in, on the site and in the admin: as in the US in both languages,
 * '10,000' and '$19.50' (docs/decisions.md#numbers-as-in-the-us-in-both-languages), where plain
 * `es` writes '10.000' and '1000'.
 */
export const numberLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/**
 * A count with its unit as a sentence says it: '1 month', '12 months', '2 segundos', '3,600
 * segundos'. The platform
 * knows each language's plural rules, so no dictionary needs a plural form for these.
 */
export function unitCount(lang: Language, unit: 'month' | 'second', count: number): string {
  return new Intl.NumberFormat(numberLocales[lang], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}
