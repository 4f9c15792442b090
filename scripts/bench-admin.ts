/**
 * `npm run bench:admin`: what the owner's pages cost on a first visit (docs/architecture.md#bars).
 * Starts the whole stack (`npm start` on free ports with its own data directory), then in Chromium,
 * each view with an empty cache, prints the gzip JavaScript (all chunks, lazy ones included once
 * loaded) of /auth, of /admin signed in as an admin with the Overview's counts on screen, of the
 * phone's sheet, and of the whole journey /auth → sign in → /admin (the first view the admin bar of
 * docs/architecture.md#bars holds: the /admin line and the journey are both held against it); then
 * Lighthouse (mobile) performance and accessibility of /auth. Each in both admin languages (the
 * phone's lines in English only), or in one with `-- --lang en|es`. Prints; a view over the bar is
 * named at the end and the exit code is 1.
 */
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import lighthouse from 'lighthouse';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import authEn from '../src/i18n/admin/en/auth.ts';
import authEs from '../src/i18n/admin/es/auth.ts';
import { adminLanguageKey, type AdminLanguage } from '../src/i18n/admin/language.ts';
import { createDataClient } from '../src/lib/supabase-client.ts';
import { apiKeys } from '../supabase/local/keys.ts';
import { jwtSecret } from '../supabase/local/settings.ts';
import { startBenchStack } from './lib/bench-stack.ts';
import { benchLaunchOptions } from './lib/chromium.ts';
import { kb, recordScripts, totalGzip, type ScriptWeight } from './lib/js-weight.ts';

const adminBar = 160 * 1024;
const asked = process.argv.indexOf('--lang');
const languages: AdminLanguage[] =
  asked < 0 ? ['en', 'es'] : [process.argv[asked + 1] === 'es' ? 'es' : 'en'];
/** The /auth texts the bench clicks and fills, by language. */
const authTexts = { en: authEn, es: authEs };
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
console.log('starting the stack (backend, seed, admin, site build)…');
const started = Date.now();
const stack = await startBenchStack('bench-admin', admin);
const { base } = stack;
console.log(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s (${base})\n`);

const { anonKey } = apiKeys(jwtSecret());
const client = createDataClient(stack.backendUrl, anonKey);
const debugPort = 9800 + Math.floor(Math.random() * 150);
const browser = await chromium.launch(benchLaunchOptions(debugPort));

/** A fresh context (empty cache) whose owner's pages open in `lang` (the choice stored). */
async function contextIn(browser: Browser, options: BrowserContextOptions, lang: AdminLanguage) {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [adminLanguageKey, lang],
  );
  return context;
}

/** A fresh context (empty cache) holding a new admin session where the site's client reads it. */
async function signedInContext(
  browser: Browser,
  options: BrowserContextOptions,
  lang: AdminLanguage,
) {
  const { data, error } = await client.auth.signInWithPassword(admin);
  if (error || !data.session) throw new Error(`the admin cannot sign in: ${error?.message}`);
  const context = await contextIn(browser, options, lang);
  const page = await context.newPage();
  await page.goto(`${base}/robots.txt`);
  // supabase-js names its storage key after the first label of the backend's host name.
  const key = 'sb-127-auth-token';
  await page.evaluate(
    ([k, v]) => localStorage.setItem(k!, v!),
    [key, JSON.stringify(data.session)],
  );
  return { context, page };
}

const desktop = { viewport: { width: 1366, height: 900 } };
const countsShown = (page: Page) =>
  page.locator('[data-count]').first().filter({ hasText: /\d/ }).waitFor();

/**
 * ` bar ≤ 160 KB: within` (or OVER) for a view held against the admin bar of
 * docs/architecture.md#bars.
 */
const overBar: string[] = [];
const againstBar = (label: string, scripts: ScriptWeight[]) => {
  const within = totalGzip(scripts) <= adminBar;
  if (!within) overBar.push(label);
  return `  bar ≤ ${kb(adminBar)}: ${within ? 'within' : 'OVER'}`;
};

function report(label: string, scripts: ScriptWeight[], note = '') {
  console.log(
    `${label.padEnd(44)} JS ${kb(totalGzip(scripts)).padStart(9)} gzip in ${scripts.length} file(s)${note}`,
  );
}
const files = (scripts: ScriptWeight[]) =>
  [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map(
      (s) =>
        `${kb(s.gzip)} ${s.url.startsWith('inline') ? s.url : basename(new URL(s.url).pathname)}`,
    )
    .join(', ');

for (const lang of languages) {
  const texts = authTexts[lang];
  console.log(`— the owner's pages in ${lang === 'es' ? 'Spanish' : 'English'} —`);

  // /auth, a visitor without a session.
  {
    const context = await contextIn(browser, desktop, lang);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${base}/auth`);
    await page.getByRole('tab', { name: texts.signInTab }).waitFor();
    await page.waitForLoadState('networkidle');
    const firstView = await scripts();
    report(`/auth, first view (${lang})`, firstView);
    console.log(`  /auth files: ${files(firstView)}`);
    await context.close();
  }

  // /admin, the admin signed in, desktop then (in English) phone, plus the sheet when first opened.
  let adminScripts: ScriptWeight[] = [];
  for (const [name, options] of [
    ['desktop', desktop],
    ['phone', devices['Pixel 7']],
  ] as const) {
    if (name === 'phone' && lang !== 'en') continue;
    const { context, page } = await signedInContext(browser, options, lang);
    const scripts = recordScripts(page);
    await page.goto(`${base}/admin`);
    await countsShown(page);
    await page.waitForLoadState('networkidle');
    const firstView = await scripts();
    const label = `/admin, first view (${name}, ${lang})`;
    report(label, firstView, againstBar(label, firstView));
    if (name === 'desktop') adminScripts = firstView;
    if (name === 'phone') {
      await page.getByRole('button', { name: 'Admin menu', exact: true }).click();
      await page.getByRole('heading', { name: 'Admin menu' }).waitFor();
      await page.waitForLoadState('networkidle');
      const withSheet = await scripts();
      console.log(
        `${'  + the sheet, when first opened'.padEnd(44)} JS +${kb(totalGzip(withSheet) - totalGzip(firstView))}`,
      );
    }
    await context.close();
  }
  console.log(`  /admin (desktop) files: ${files(adminScripts)}`);

  // The journey: /auth, sign in through the form, land on the Overview; shared chunks count once.
  {
    const context = await contextIn(browser, desktop, lang);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${base}/auth`);
    await page.getByLabel(texts.email).fill(admin.email);
    await page.getByLabel(texts.password).fill(admin.password);
    await page.getByRole('button', { name: texts.signIn }).click();
    await page.waitForURL(`${base}/admin`);
    await countsShown(page);
    await page.waitForLoadState('networkidle');
    const journey = await scripts();
    const label = `/auth → sign in → /admin, one visit (${lang})`;
    report(label, journey, againstBar(label, journey));
    await context.close();
  }
  console.log('');
}

const result = await lighthouse(`${base}/auth`, {
  port: debugPort,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  formFactor: 'mobile',
});
if (!result) throw new Error('Lighthouse returned no result');
const { categories, audits } = result.lhr;
const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
console.log(
  `\nLighthouse mobile /auth: performance ${score('performance')}, accessibility ${score('accessibility')}` +
    ` (LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue})`,
);
const failing = Object.values(audits).filter(
  (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
);
if (failing.length) console.log(`  failing audits: ${failing.map((a) => a.id).join(', ')}`);

await browser.close();
await stack.stop();
await rm(stack.dataDir, { recursive: true, force: true });
if (overBar.length) {
  console.log(`\nOVER the ${kb(adminBar)} bar: ${overBar.join('; ')}`);
  process.exitCode = 1;
}
