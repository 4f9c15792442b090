/**
 * The admin language (docs/architecture.md#admin-language), set before the first paint so the
 * page's static texts show in it (app.css shows [data-lang] by <html lang>): the same rules as
 * initialAdminLanguage() in src/i18n/admin/language.ts (a unit test,
 * tests/unit/admin-language-head-script.test.ts, holds the two alike). AppLayout.astro inlines it,
 * minified, in the head of every owner's page, so its comments and types cost the page nothing.
 */
(() => {
  const known = (lang: string | null | undefined): lang is 'en' | 'es' =>
    lang === 'en' || lang === 'es';
  const read = (storage: 'localStorage' | 'sessionStorage') => {
    try {
      return window[storage].getItem('admin-language');
    } catch {
      return null; // storage unavailable (private mode): nothing remembered
    }
  };
  let lang = new URLSearchParams(location.search).get('lang');
  if (!known(lang)) lang = read('localStorage');
  if (!known(lang)) {
    try {
      const from = new URL(document.referrer);
      if (from.origin === location.origin) {
        lang = /^\/(auth|admin|seed)(\/|$)/.test(from.pathname)
          ? read('sessionStorage')
          : /^\/es(\/|$)/.test(from.pathname)
            ? 'es'
            : 'en';
      }
    } catch {
      // no referrer, or not a URL: the browser's languages decide
    }
  }
  if (!known(lang)) {
    const preferred = navigator.languages.find((tag) => /^(en|es)\b/i.test(tag));
    lang = preferred?.slice(0, 2).toLowerCase() === 'es' ? 'es' : 'en';
  }
  document.documentElement.lang = lang;
  try {
    sessionStorage.setItem('admin-language', lang);
  } catch {
    // storage unavailable: the next page decides again
  }
  const title = document.querySelector('title[data-es]')?.getAttribute(`data-${lang}`);
  if (title) document.title = title;
})();
