/**
 * The admin's language (docs/architecture.md#admin-language): English or Spanish, chosen in the
 * admin header or on /auth, remembered in this browser (localStorage `admin-language`) and, once
 * signed in, in the user's metadata (`admin_language`), so another browser gets the same choice.
 * Without a choice it follows the page the owner came from (`/es/` → Spanish), then the browser.
 */
import { atom, type ReadableAtom } from 'nanostores';

export const adminLanguages = ['en', 'es'] as const;
/** A language the admin is written in. */
export type AdminLanguage = (typeof adminLanguages)[number];

/** The localStorage key of this browser's choice. */
export const adminLanguageKey = 'admin-language';
/** The user-metadata field of a signed-in user's choice. */
export const adminLanguageField = 'admin_language';

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && (adminLanguages as readonly string[]).includes(value);
}

function storedChoice(): AdminLanguage | undefined {
  try {
    const stored = localStorage.getItem(adminLanguageKey);
    return isAdminLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage unavailable (private mode): no remembered choice
  }
}

/** The sessionStorage key of the language this tab last showed an owner's page in. */
export const tabLanguageKey = 'admin-language';
/** The owner's pages (/auth, /admin, /seed), as opposed to the public ones. */
const ownerPage = /^\/(auth|admin|seed)(\/|$)/;

function tabLanguage(): AdminLanguage | undefined {
  try {
    const shown = sessionStorage.getItem(tabLanguageKey);
    return isAdminLanguage(shown) ? shown : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language the page's address names (`?lang=`), if any: a link that names it (the password
 * reset e-mail's, in the language the reset was asked in) outranks every other choice, the one
 * saved in the user's metadata too.
 */
export function linkLanguage(): AdminLanguage | undefined {
  const asked = new URLSearchParams(location.search).get('lang');
  return isAdminLanguage(asked) ? asked : undefined;
}

/**
 * The language a page of the admin opens in: `?lang=` (a link that names it), the choice stored in
 * this browser, then the page the owner came from in this site (a public page: its language,
 * `/es/…` → Spanish; an owner's page: the language it showed, so /es/ → /auth → /admin stays in
 * Spanish), then the browser's languages. The layout's head script applies the same rules to
 * `<html lang>` before the first paint and records the outcome for the tab.
 */
export function initialAdminLanguage(): AdminLanguage {
  const asked = linkLanguage();
  if (asked) return asked;
  const stored = storedChoice();
  if (stored) return stored;
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin) {
      if (!ownerPage.test(from.pathname)) return /^\/es(\/|$)/.test(from.pathname) ? 'es' : 'en';
      const shown = tabLanguage();
      if (shown) return shown;
    }
  } catch {
    // no referrer, or not a URL: fall through to the browser's languages
  }
  const preferred = navigator.languages.find((tag) => /^(en|es)\b/i.test(tag));
  return preferred?.slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
}

const language = atom<AdminLanguage>(typeof window === 'undefined' ? 'en' : initialAdminLanguage());

/** The admin's current language. */
export const $adminLanguage: ReadableAtom<AdminLanguage> = language;

/**
 * The public site's home page in `lang` (by default the admin's language): where View Site, the
 * back links and every exit from the owner's pages lead — signing out, a signed-in visitor who is
 * not an admin (docs/product.md#sign-in).
 */
export function siteHome(lang: AdminLanguage = language.get()): string {
  return lang === 'es' ? '/es/' : '/';
}

/**
 * Shows the admin in `next` (after `prepare` has loaded what the current view needs in it, so the
 * switch never shows a spinner) and remembers it in this browser.
 */
export async function showAdminIn(
  next: AdminLanguage,
  prepare?: (next: AdminLanguage) => Promise<unknown>,
): Promise<void> {
  await prepare?.(next);
  try {
    localStorage.setItem(adminLanguageKey, next);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  document.documentElement.lang = next;
  language.set(next);
}
