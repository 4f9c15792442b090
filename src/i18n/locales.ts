import type { Language } from '../lib/content/schema.ts';

/**
 * The locale `Intl` formats each language with. Spanish uses plain `es` for its 24-hour times
 * ('8:00–19:00'); `es-US` would write '8:00 a.m.'. Its own module, so the admin can format without
 * loading the landing page's dictionaries.
 */
export const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es' };
