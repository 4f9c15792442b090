import { readFileSync } from 'node:fs';
import { afterEach, expect, test, vi } from 'vitest';
import { initialAdminLanguage } from '../../src/i18n/admin/language.ts';
import { inlineScript } from '../../src/lib/inline-script.ts';

// The owner's pages pick their language twice: the inline head script of AppLayout.astro (before the
// first paint, for <html lang> and the static texts) and initialAdminLanguage() (for the islands).
// Both must decide alike in every case, or a page would paint in one language and then switch.

// The script as AppLayout.astro inlines it: minified from its source.
const headScript = inlineScript(
  readFileSync(new URL('../../src/scripts/admin-language-head.ts', import.meta.url), 'utf8'),
);

const origin = 'https://detailing.example';

interface Case {
  search: string;
  stored: string | null | 'throws';
  referrer: string;
  shown: string | null | 'throws';
  languages: string[];
}

/** A Storage whose `admin-language` is `value` ('throws': storage unavailable, as in private mode). */
function storage(value: string | null | 'throws') {
  return {
    getItem: () => {
      if (value === 'throws') throw new Error('SecurityError');
      return value;
    },
    setItem: () => {
      if (value === 'throws') throw new Error('SecurityError');
    },
  };
}

/** Puts the browser globals both readers use in the state of `c`. */
function browser(c: Case) {
  const documentElement = { lang: 'en' };
  const local = storage(c.stored);
  const session = storage(c.shown);
  vi.stubGlobal('location', { search: c.search, origin, pathname: '/admin' });
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('navigator', { languages: c.languages });
  vi.stubGlobal('document', {
    referrer: c.referrer,
    documentElement,
    querySelector: () => null,
    title: '',
  });
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
  return documentElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const cases: Case[] = [];
for (const search of ['', '?lang=es', '?lang=en', '?lang=fr'])
  for (const stored of [null, 'es', 'en', 'de', 'throws'] as const)
    for (const referrer of [
      '',
      `${origin}/es/`,
      `${origin}/es`,
      `${origin}/`,
      `${origin}/estimate`,
      `${origin}/auth`,
      `${origin}/admin/faqs`,
      `${origin}/seed`,
      'https://elsewhere.example/es/',
      'not a url',
    ])
      for (const shown of [null, 'es', 'en', 'throws'] as const)
        for (const languages of [['en-US'], ['es-MX', 'en'], ['fr-FR', 'es'], ['ES'], []])
          cases.push({ search, stored, referrer, shown, languages });

test('the head script and initialAdminLanguage() choose the same language in every case', () => {
  expect(headScript, 'the minified head script').toBeTruthy();
  const run = new Function(headScript!);
  const differ: string[] = [];
  const chosen = new Set<string>();
  for (const c of cases) {
    const html = browser(c);
    run();
    const fromScript = html.lang;
    const fromModule = initialAdminLanguage();
    chosen.add(fromModule);
    if (fromScript !== fromModule) {
      differ.push(`${JSON.stringify(c)}: head script ${fromScript}, module ${fromModule}`);
    }
  }
  expect(differ.slice(0, 5)).toEqual([]);
  // The cases reach both languages, so the comparison means something.
  expect([...chosen].sort()).toEqual(['en', 'es']);
});

test('a link naming the language wins, then the choice stored in this browser', () => {
  const base: Case = { search: '', stored: null, referrer: '', shown: null, languages: ['en-US'] };
  browser({ ...base, search: '?lang=es', stored: 'en' });
  expect(initialAdminLanguage()).toBe('es');
  browser({ ...base, stored: 'es', referrer: `${origin}/` });
  expect(initialAdminLanguage()).toBe('es');
  browser({ ...base, referrer: `${origin}/es/` });
  expect(initialAdminLanguage()).toBe('es');
  browser({ ...base, referrer: `${origin}/admin`, shown: 'es' });
  expect(initialAdminLanguage()).toBe('es');
  browser({ ...base, languages: ['es-US'] });
  expect(initialAdminLanguage()).toBe('es');
  browser(base);
  expect(initialAdminLanguage()).toBe('en');
});
