import { expect, test, type Page } from './support/test.ts';
import { createClient } from '@supabase/supabase-js';
import { t } from '../../src/i18n/index.ts';
import { anonKey, backendUrl, e2eAdmin } from './support/stack.ts';

/** Where supabase-js keeps its session for a project URL on 127.0.0.1. */
const storageKey = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;

async function signedInSession(email: string, password: string, signUp = false) {
  const client = createClient(backendUrl, anonKey, { auth: { persistSession: false } });
  const { data, error } = signUp
    ? await client.auth.signUp({ email, password, options: { data: { full_name: 'Visitor' } } })
    : await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(error?.message ?? 'no session');
  return data.session;
}

async function openWithSession(page: Page, session: unknown) {
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(session)],
  );
  await page.reload();
}

const nav = (page: Page) => page.getByRole('navigation', { name: t('en', 'nav.label') });

test('a visitor without a session downloads no supabase-js and sees Login', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.login') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.dashboard') })).toBeHidden();
  expect(scripts.filter((url) => /nav-session|supabase/.test(url))).toEqual([]);
});

test('a signed-in admin sees Dashboard and Logout instead of Login', async ({ page }) => {
  await openWithSession(page, await signedInSession(e2eAdmin.email, e2eAdmin.password));
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.dashboard') })).toHaveAttribute(
    'href',
    '/admin',
  );
  await expect(nav(page).getByRole('button', { name: t('en', 'nav.logout') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.login') })).toBeHidden();
});

test('a signed-in user who is not an admin sees Logout but no Dashboard', async ({ page }) => {
  const email = `visitor-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await openWithSession(page, await signedInSession(email, 'visitor-password', true));
  await expect(nav(page).getByRole('button', { name: t('en', 'nav.logout') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.dashboard') })).toBeHidden();
  await nav(page)
    .getByRole('button', { name: t('en', 'nav.logout') })
    .click();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.login') })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});
