import type { Language } from '../lib/content/schema.ts';

/**
 * The locale `Intl` formats each language with. Spanish uses plain `es` for its 24-hour times
 * ('8:00–19:00'); `es-US` would write '8:00 a.m.'. Its own module, so the admin can format without
 * loading the landing page's dictionaries.
 */
export const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es' };

/**
 * A count with its unit as a sentence says it: '1 month', '12 months', '2 segundos'. The platform
 * knows each language's plural rules, so no dictionary needs a plural form for these.
 */
export function unitCount(lang: Language, unit: 'month' | 'second', count: number): string {
  return new Intl.NumberFormat(intlLocales[lang], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}
