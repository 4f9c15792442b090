import type { Language } from '../lib/content/schema.ts';
import { en, type UiKey } from './en.ts';
import { es } from './es.ts';
import { fillPlaceholders, type UiVars } from './placeholders.ts';

export type { UiKey } from './en.ts';

export { fillPlaceholders, type UiVars } from './placeholders.ts';

/** The UI dictionaries by language. */
export const dictionaries: Record<Language, Record<UiKey, string>> = { en, es };

/** The language of `/`; every other language lives under `/<lang>/`. */
export const defaultLanguage: Language = 'en';

export { intlLocales, numberLocales } from './locales.ts';

/**
 * The UI string `key` in `lang` with `{name}` placeholders filled from `vars`. Falls back to English
 * when the language lacks the key, and to the key itself when no dictionary has it; placeholders
 * without a value are left as they are, so a missing value is visible rather than silently blank.
 */
export function t(lang: Language, key: UiKey, vars?: UiVars): string {
  const template: string = dictionaries[lang]?.[key] ?? en[key] ?? key;
  return vars ? fillPlaceholders(template, vars) : template;
}

/** `t` bound to one language, for pages and components that render a single language. */
export function useTranslations(lang: Language): (key: UiKey, vars?: UiVars) => string {
  return (key, vars) => t(lang, key, vars);
}

/** The language the toggle switches to. */
export function otherLanguage(lang: Language): Language {
  return lang === 'en' ? 'es' : 'en';
}

/** The landing page path of `lang` ('/' or '/es/'), optionally with a `#section` anchor. */
export function localePath(lang: Language, hash?: string): string {
  const base = lang === defaultLanguage ? '/' : `/${lang}/`;
  const anchor = hash ? hash.replace(/^#/, '') : '';
  return anchor ? `${base}#${anchor}` : base;
}

/** The static pages besides the landing page, each in every language: `/privacy/`, `/es/privacy/`. */
export const sitePages = ['privacy', 'terms'] as const;
export type SitePage = (typeof sitePages)[number];

/** The path of `page` in `lang`; without a page, the landing page's path. */
export function pagePath(lang: Language, page?: SitePage): string {
  return page ? `${localePath(lang)}${page}/` : localePath(lang);
}

/**
 * Where the booking form's markup of `lang` is built: a fragment, not a page, fetched by the
 * form's script when a visitor first opens it (`/booking-dialog/`, `/es/booking-dialog/`).
 */
export function bookingDialogPath(lang: Language): string {
  return `${localePath(lang)}booking-dialog/`;
}
