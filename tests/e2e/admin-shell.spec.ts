import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAdmin, signInAs, storageKey, uniqueEmail } from './support/auth.ts';
import { adminClient, e2eAdmin } from './support/stack.ts';
import enShell from '../../src/i18n/admin/en/shell.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';
import enCommon from '../../src/i18n/admin/en/common.ts';
import esCommon from '../../src/i18n/admin/es/common.ts';
import { tabTo } from './support/editors.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';

/** The sidebar of docs/product.md#admin-shell, in order: label and path. */
const content = [
  ['Overview', '/admin'],
  ['Hero Section', '/admin/hero'],
  ['Service Packages', '/admin/packages'],
  ['Additional Services', '/admin/services'],
  ['About Section', '/admin/about'],
  ['Testimonials', '/admin/testimonials'],
  ['FAQs', '/admin/faqs'],
  ['Bookings', '/admin/bookings'],
] as const;
const configuration = [
  ['Social Links', '/admin/social'],
  ['Image Library', '/admin/images'],
  ['Site Settings', '/admin/settings'],
  ['Expenses', '/admin/expenses'],
  ['Admins', '/admin/admins'],
] as const;

/** Opens an admin page as the e2e admin and waits for the shell. */
async function openAdmin(page: Page, path = '/admin') {
  await signInAs(page, e2eAdmin);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^(Toggle sidebar|Admin menu)$/ })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;

test('the admin reaches /admin and the Overview counts entries, not rows per language @mobile', async ({
  page,
  isMobile,
}) => {
  const db = await adminClient();
  const entries = async (table: 'faq_items', key: 'faq_key') => {
    const { data, error } = await db.from(table).select(key);
    if (error) throw new Error(error.message);
    return String(new Set(data.map((row) => row[key])).size);
  };
  const { count: images } = await db.from('images').select('*', { count: 'exact', head: true });
  await openAdmin(page);
  await expect(page).toHaveTitle('Overview · Admin');
  await expect(page.getByRole('button', { name: `Account menu: ${e2eAdmin.email}` })).toBeVisible();
  // On a phone the title and View Site are in the sheet (docs/product.md#admin-shell).
  if (isMobile) await page.getByRole('button', { name: 'Admin menu' }).click();
  await expect(page.getByText(isMobile ? 'Admin menu' : 'Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
  if (isMobile) await page.keyboard.press('Escape');
  // The seed writes 3 packages and 3 testimonials, each in English and Spanish (6 rows each).
  const cards = [
    ['Service Packages', '3', 'in 2 languages'],
    ['Testimonials', '3', 'in 2 languages'],
    ['FAQs', await entries('faq_items', 'faq_key'), 'in 2 languages'],
    ['Images', String(images), 'In the image library'],
  ] as const;
  for (const [title, count, description] of cards) {
    const card = page.getByRole('region', { name: title, exact: true });
    await expect(card.locator('[data-count]')).toHaveText(count);
    await expect(card).toContainText(description);
  }
  for (const title of ['Quick Start', 'Recent Updates', 'Need Help?']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});

test('the Overview shows new booking requests and overdue expenses first, on a phone’s first screen too @mobile', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 664 });
  await openAdmin(page);
  const bookings = page.getByRole('region', { name: 'New Booking Requests' });
  const expenses = page.getByRole('region', { name: 'Overdue Expenses' });
  await expect(bookings.locator('[data-count]')).toHaveText(/^\d+$/);
  await expect(expenses.locator('[data-count]')).toHaveText(/^\d+$/);
  await expect(bookings.getByRole('link', { name: 'Open Bookings' })).toHaveAttribute(
    'href',
    '/admin/bookings',
  );
  await expect(expenses.getByRole('link', { name: 'Open Expenses' })).toHaveAttribute(
    'href',
    '/admin/expenses',
  );
  const top = async (name: string) =>
    (await page.getByRole('region', { name, exact: true }).boundingBox())!.y;
  // Above every other card of the page…
  for (const later of [
    'Finish setting up',
    'Service Packages',
    'Needs Spanish',
    'Recent changes',
  ]) {
    expect(await top('Overdue Expenses')).toBeLessThan(await top(later));
    expect(await top('New Booking Requests')).toBeLessThan(await top(later));
  }
  // …and on the first screen without scrolling.
  const viewport = page.viewportSize()!;
  for (const card of [bookings, expenses]) {
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
});

test('Expenses is its own page in the sidebar’s Configuration group, and Site Settings links to it @mobile', async ({
  page,
}, testInfo) => {
  await openAdmin(page, '/admin/settings');
  await page
    .getByRole('region', { name: 'Expense Tracking' })
    .getByRole('link', { name: 'open Expenses' })
    .click();
  await expect(pageTitle(page)).toHaveText('Expenses');
  await expect(page).toHaveURL(/\/admin\/expenses$/);
  await openAdmin(page, '/admin');
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await page
      .getByRole('dialog', { name: 'Admin menu' })
      .getByRole('link', { name: 'Expenses' })
      .click();
  } else {
    await sidebar(page)
      .getByRole('list', { name: 'Configuration' })
      .getByRole('link', { name: 'Expenses' })
      .click();
  }
  await expect(pageTitle(page)).toHaveText('Expenses');
  await expect(page).toHaveTitle('Expenses · Admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Expense Tracking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Expense' })).toBeVisible();
});

test('counts that cannot be read are a toast and a message, never a blank page', async ({
  page,
}) => {
  await page.route(/\/rest\/v1\/testimonials\b/, (route) => route.abort('connectionrefused'));
  await openAdmin(page);
  await expect(page.getByText('Could not load the counts')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Testimonials' })).toContainText('Not available');
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
});

test('the sidebar lists the admin pages in two groups and marks the current one', async ({
  page,
}) => {
  await openAdmin(page, '/admin/testimonials');
  for (const [group, items] of [
    ['Content', content],
    ['Configuration', configuration],
  ] as const) {
    const list = sidebar(page).getByRole('list', { name: group });
    await expect(list.getByRole('link')).toHaveText(items.map(([label]) => label));
    for (const [label, path] of items) {
      await expect(list.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
  }
  await expect(sidebar(page).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
});

test('the sidebar collapses to icons by button and Ctrl+B and stays so after a reload', async ({
  page,
  context,
}) => {
  await openAdmin(page);
  const link = sidebar(page).getByRole('link', { name: 'Service Packages' });
  const label = link.getByText('Service Packages');
  await expect.poll(() => sidebarWidth(page)).toBe(256);
  await expect(label).not.toHaveClass(/sr-only/);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(48);
  // Icons only: the label leaves the screen but still names the link for screen readers.
  await expect(label).toHaveClass(/sr-only/);
  await link.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Service Packages');
  await page.mouse.move(600, 400);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Focus put there by a script after a click shows none; a keyboard user's focus does.
  await sidebar(page).getByRole('link', { name: 'Overview' }).focus();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('link', { name: 'Hero Section' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Hero Section');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarWidth(page)).toBe(256);
  await page.keyboard.press('Control+b');
  await expect.poll(() => sidebarWidth(page)).toBe(48);

  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  // Read from the cookie before the first paint: collapsed before the island has even loaded.
  await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'collapsed');
  await expect.poll(() => sidebarWidth(page)).toBe(48);
  await expect(label).toHaveClass(/sr-only/);
});

test('the header stays on screen on a desktop and on a phone held upright, and scrolls away on a phone held sideways', async ({
  page,
}) => {
  await openAdmin(page, '/admin/faqs');
  await expect(page.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();
  const header = page.getByRole('banner');
  for (const [width, height, position] of [
    [1280, 800, 'sticky'],
    [390, 844, 'sticky'],
    [844, 390, 'static'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(header, `${width}×${height}`).toHaveCSS('position', position);
  }
  // Sideways, scrolling the list takes the header off the screen.
  await page.mouse.move(600, 300);
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(0);
});

test('moving between admin pages does not reload the page and back/forward work', async ({
  page,
}) => {
  await openAdmin(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await sidebar(page).getByRole('link', { name: 'Service Packages' }).click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(pageTitle(page)).toHaveText('Service Packages');
  await expect(pageTitle(page)).toBeFocused();
  await expect(page).toHaveTitle('Service Packages · Admin');
  await sidebar(page).getByRole('link', { name: 'Site Settings' }).click();
  await expect(pageTitle(page)).toHaveText('Site Settings');

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(pageTitle(page)).toHaveText('Service Packages');
  await expect(sidebar(page).getByRole('link', { name: 'Service Packages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goForward();
  await expect(pageTitle(page)).toHaveText('Site Settings');
  await sidebar(page).getByRole('link', { name: 'Overview' }).click();
  await expect(pageTitle(page)).toHaveText('Overview');

  // An unknown admin address shows "not found" inside the shell, the sidebar still at hand.
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(pageTitle(page)).toHaveText('Page not found');
  await expect(sidebar(page).getByRole('link', { name: 'FAQs' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('an unknown admin address typed or bookmarked opens the admin saying "not found", in its language', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, e2eAdmin);
  const response = await page.goto('/admin/preguntas-viejas');
  expect(response?.status()).toBe(200);
  await expect(pageTitle(page)).toHaveText(esShell.notFound);
  await expect(
    page
      .getByRole('complementary', { name: esShell.sidebar })
      .getByRole('link', { name: esShell['nav.faqs'] }),
  ).toBeVisible();
});

test('a deep link to /admin/packages works and survives a reload', async ({ page }) => {
  await openAdmin(page, '/admin/packages');
  await expect(pageTitle(page)).toHaveText('Service Packages');
  await page.reload();
  await expect(pageTitle(page)).toHaveText('Service Packages');
  await expect(sidebar(page).getByRole('link', { name: 'Service Packages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

// Each route's page is a lazy part, a chunk of its own (docs/architecture.md#lazy-parts); the FAQs
// page's fails here, as after a dropped connection or a deploy that replaced the admin's files.
const faqsModule = /\/_astro\/faqs-page\.[\w-]+\.js$/;

/** Marks the document, so that a test can tell it was not loaded again (a reload loses input). */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-e2e-kept', ''));
const documentKept = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-e2e-kept');

test('en: a page whose code cannot be downloaded says so in its place, and Retry brings it without reloading, by keyboard', async ({
  page,
}) => {
  const texts = enShell;
  // An admin of its own: the language is the browser's choice here, not the shared admin's.
  await signInAs(page, await newAdmin());
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin');
  await expect(pageTitle(page)).toHaveText(texts['nav.overview']);
  await markDocument(page);
  const nav = page.getByRole('complementary', { name: texts.sidebar });
  await page.route(faqsModule, (route) => route.abort('internetdisconnected'));
  await nav.getByRole('link', { name: texts['nav.faqs'] }).focus();
  await page.keyboard.press('Enter');
  // The page's place says so, its title focused as after any page change.
  await expect(pageTitle(page)).toHaveText(texts.pageFailed);
  await expect(pageTitle(page)).toBeFocused();
  await expect(page.getByText(texts.pageFailedNote)).toBeVisible();
  const retry = page.getByRole('button', { name: enCommon.retry });
  // The rest of the admin still works.
  await nav.getByRole('link', { name: texts['nav.hero'] }).click();
  await expect(pageTitle(page)).toHaveText(texts['nav.hero']);
  await nav.getByRole('link', { name: texts['nav.faqs'] }).click();
  await expect(pageTitle(page)).toHaveText(texts.pageFailed);
  // A Retry while the code still cannot be had says so again.
  await tabTo(page, retry, 2);
  await page.keyboard.press('Enter');
  await expect(pageTitle(page)).toHaveText(texts.pageFailed);
  await expect(pageTitle(page)).toBeFocused();
  // Once it can, Retry downloads it again, on the same document: focus on the page's title.
  await page.unroute(faqsModule);
  await tabTo(page, retry, 2);
  await page.keyboard.press('Enter');
  await expect(pageTitle(page)).toHaveText(texts['nav.faqs']);
  await expect(pageTitle(page)).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await documentKept(page);
});

test('es: a page whose code cannot be downloaded says so in its place, and Retry brings it without reloading, at a phone’s width @mobile', async ({
  page,
}) => {
  const texts = esShell;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, await newAdmin());
  await page.evaluate(() => localStorage.setItem('admin-language', 'es'));
  await page.route(faqsModule, (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/faqs');
  await expect(pageTitle(page)).toHaveText(texts.pageFailed);
  await expect(page.getByText(texts.pageFailedNote)).toBeVisible();
  const retry = page.getByRole('button', { name: esCommon.retry });
  await expect(retry).toBeInViewport();
  await expectNoEnglish(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await markDocument(page);
  await page.unroute(faqsModule);
  await retry.click();
  await expect(pageTitle(page)).toHaveText(texts['nav.faqs']);
  await documentKept(page);
});

test('Sign out in the account menu signs out and goes to /', async ({ page }) => {
  // An admin of its own: signing out ends every session of that user.
  const admin = await newAdmin();
  await signInAs(page, admin);
  await page.goto('/admin/hero');
  await page.getByRole('button', { name: `Account menu: ${admin.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
});

test('visitors and signed-in non-admins are sent from the admin to /auth', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame())
      visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  await page.goto('/admin/hero');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fhero$/);
  await signInAs(
    page,
    { email: uniqueEmail('visitor'), password: 'visitor-password' },
    { signUp: true },
  );
  await page.goto('/admin/packages');
  // /auth then sends a signed-in non-admin on to the public site (docs/product.md#roles).
  await expect(page).toHaveURL(/\/$/);
  expect(visited).toContain('/auth?next=%2Fadmin%2Fpackages');
  await expect(page.getByText('Content Management System')).toHaveCount(0);
});

test('under 768 px the sidebar is a sheet that traps focus and closes on Escape and on navigation @mobile-only', async ({
  page,
}) => {
  await openAdmin(page);
  await expect(sidebar(page)).toBeHidden();
  const trigger = page.getByRole('button', { name: 'Admin menu' });
  const sheetTitle = page.getByRole('heading', { name: 'Admin menu' });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

  await trigger.click();
  await expect(sheetTitle).toBeVisible();
  const sheet = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(sheet.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(sheetTitle).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await sheet.getByRole('link', { name: 'Image Library' }).click();
  await expect(sheetTitle).toBeHidden();
  await expect(pageTitle(page)).toHaveText('Image Library');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  await page.keyboard.press('Control+b');
  await expect(sheetTitle).toBeVisible();
});

test('/admin has no WCAG 2 A/AA violations @mobile', async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole('region', { name: 'Images' }).locator('[data-count]')).toHaveText(
    /\d/,
  );
  await expectNoAxeViolations(page);
});

test('/admin with the sidebar collapsed has no WCAG 2 A/AA violations', async ({ page }) => {
  await openAdmin(page, '/admin/faqs');
  await page.keyboard.press('Control+b');
  await sidebar(page).getByRole('link', { name: 'FAQs' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/admin with the sheet open has no WCAG 2 A/AA violations @mobile-only', async ({ page }) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await expect(page.getByRole('heading', { name: 'Admin menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// At 800 × 600 the header wraps to three rows (about 148 px), more than the page's default 5rem
// padding; at 390 × 844 it is the phone's one row, sticky too.
for (const [width, height, tag] of [
  [800, 600, ''],
  [390, 844, ' @mobile-only'],
] as const) {
  test(`at ${width} × ${height} Shift+Tab up a long list never leaves the focused button under the sticky header${tag}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAdmin(page, '/admin/services');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const controls = page.getByRole('main').getByRole('button', { name: /^(Edit|Move|Delete) “/ });
    expect(await controls.count(), 'the list runs past the screen').toBeGreaterThan(8);
    await controls.last().focus();
    const seen: string[] = [];
    const hidden: string[] = [];
    while (!(await controls.first().evaluate((first) => first === document.activeElement))) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement!;
        return {
          name: element.textContent ?? '',
          top: element.getBoundingClientRect().top,
          below: document.querySelector('header')!.getBoundingClientRect().bottom,
        };
      });
      seen.push(focused.name);
      if (focused.top < focused.below) {
        hidden.push(`${focused.name}: top ${focused.top}, header ends at ${focused.below}`);
      }
      expect(seen.length, 'Shift+Tab reaches the list’s first button').toBeLessThan(100);
    }
    expect(hidden).toEqual([]);
  });
}
