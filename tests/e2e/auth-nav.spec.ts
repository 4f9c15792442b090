import { expect, test, type Page } from './support/test.ts';
import { t } from '../../src/i18n/index.ts';
import { signInAs, storageKey } from './support/auth.ts';
import { e2eAdmin } from './support/stack.ts';

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
  await signInAs(page, e2eAdmin);
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.dashboard') })).toHaveAttribute(
    'href',
    '/admin',
  );
  await expect(nav(page).getByRole('button', { name: t('en', 'nav.logout') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.login') })).toBeHidden();
});

test('a signed-in user who is not an admin sees Logout but no Dashboard', async ({ page }) => {
  const email = `visitor-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await signInAs(page, { email, password: 'visitor-password' }, { signUp: true });
  await page.goto('/');
  await expect(nav(page).getByRole('button', { name: t('en', 'nav.logout') })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.dashboard') })).toBeHidden();
  await nav(page)
    .getByRole('button', { name: t('en', 'nav.logout') })
    .click();
  await expect(nav(page).getByRole('link', { name: t('en', 'nav.login') })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});
