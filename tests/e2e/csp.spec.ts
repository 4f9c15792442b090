import { mapFrameOrigins } from '../../scripts/lib/site-headers.ts';
import { bookingDialogPath, localePath, t } from '../../src/i18n/index.ts';
import { expect, test, type Page } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { businessDay } from './support/business-day.ts';
import { e2eAdmin } from './support/stack.ts';

/**
 * Every page of the site under the production Content-Security-Policy: the guard of
 * ./support/test.ts fails a test on any violation, so each test here opens pages and lets their
 * scripts, islands, styles and frames run.
 */

// This machine has no internet: the map's frame would wait on DNS. The CSP decides before any
// request leaves, so answering third-party requests at once hides no violation.
test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
});

/** Opens `path` and lets it load everything it asks for. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the landing pages, the legal pages and the 404 pages run without a CSP violation @mobile', async ({
  page,
}) => {
  for (const path of ['/', '/es/']) {
    // The map frame loads lazily: scroll to it and see its request leave (the CSP let it).
    const mapRequested = page.waitForRequest((request) =>
      (mapFrameOrigins as readonly string[]).includes(new URL(request.url()).origin),
    );
    await visit(page, path);
    await page.locator('iframe').first().scrollIntoViewIfNeeded();
    await mapRequested;
  }
  for (const path of ['/privacy/', '/es/terms/', '/no-such-page', '/es/no-such-page']) {
    await visit(page, path);
  }
  await expect(page.locator('body')).toBeVisible();
});

test('the booking form, its markup and script fetched on the first click, runs without a CSP violation @mobile', async ({
  page,
}) => {
  for (const lang of ['en', 'es'] as const) {
    const markup = page.waitForResponse((r) => r.url().endsWith(bookingDialogPath(lang)));
    const script = page.waitForResponse((r) => r.url().endsWith('/booking-form.js'));
    await visit(page, localePath(lang));
    await page.locator('#home [data-book]').click();
    expect((await markup).status()).toBe(200);
    expect((await script).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: t(lang, 'booking.title') });
    await expect(dialog).toBeVisible();
    // Its behaviour runs: a chosen day lists its start times, Send marks the missing fields.
    await dialog.locator('[name="date1"]').fill(businessDay(7));
    await expect(dialog.locator('[name="time1"] option')).not.toHaveCount(1);
    await dialog.locator('[type="submit"]').click();
    await expect(dialog.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  }
});

test('/auth and /seed signed out run without a CSP violation @mobile', async ({ page }) => {
  await visit(page, '/auth');
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await visit(page, '/seed');
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('every admin page and /seed run without a CSP violation for a signed-in admin', async ({
  page,
}) => {
  // Seventeen pages, each waited for until its network is idle: 3 to 5 s a page on a busy machine
  // (a CI run with other tests beside it), past the default minute in all.
  test.slow();
  await signInAs(page, e2eAdmin);
  await visit(page, '/admin');
  const sidebar = page.getByRole('navigation').first();
  await expect(sidebar.getByRole('link').first()).toBeVisible();
  const paths = await sidebar
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  const adminPages = [...new Set(paths.filter((path) => path.startsWith('/admin')))];
  expect(adminPages.length).toBeGreaterThanOrEqual(10);
  for (const path of adminPages) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await visit(page, '/seed');
  await expect(page.getByRole('button', { name: /seed/i })).toBeVisible();
  // With a session, the landing pages import /nav-session.js (supabase-js) for the nav's state.
  for (const path of ['/', '/es/']) {
    const navSession = page.waitForRequest((request) => request.url().endsWith('/nav-session.js'));
    await visit(page, path);
    await navSession;
  }
});

test('a script the build did not hash is blocked, and the guard reports it', async ({
  page,
  csp,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedByTest = true';
    document.body.append(script);
  });
  await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injectedByTest' in window)).toBe(false);
  expect(csp.violations.join('\n')).toMatch(/script-src/);
  // Seen and expected: this test's violation must not fail it.
  csp.violations.length = 0;
});
