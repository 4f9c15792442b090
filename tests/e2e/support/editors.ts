import { expect, type Locator, type Page } from '@playwright/test';
import { newAdmin, signInAs } from './auth.ts';
import { adminClient, databaseRevision, e2eAdmin, waitForSiteRevision } from './stack.ts';

/** Opens an admin editor page signed in as the e2e admin (session put where supabase-js reads it). */
export async function openEditor(page: Page, path: string, user = e2eAdmin): Promise<void> {
  await signInAs(page, user);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

/**
 * Opens an admin page in `language` as a new admin of its own, so no language another test saved
 * for the shared e2e admin applies.
 */
export async function openAsNewAdmin(
  page: Page,
  path: string,
  language: 'en' | 'es',
): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), language);
  await openEditor(page, path, await newAdmin());
}

/** The open edit dialog. */
export const editDialog = (page: Page): Locator => page.getByRole('dialog');

/** One language's group of fields in the open dialog ('English' or 'Spanish'). */
export const languageGroup = (page: Page, language: 'English' | 'Spanish'): Locator =>
  editDialog(page).getByRole('group', { name: language });

/** Opens the first FAQ's edit dialog on the FAQs page (in English); its English Question field. */
export async function editFirstFaq(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Edit “/ })
    .first()
    .click();
  return languageGroup(page, 'English').getByLabel('Question');
}

/** The toast whose text includes `title` (the toasts' region is named in the admin's language). */
export const toastWith = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: /Notifications|Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/**
 * Cuts the connection for the admin's `method` requests (PATCH: saves) to the data API paths
 * matching `path` (a table, optionally with its query), as a dropped network would; reads go on.
 */
export async function failWrites(page: Page, path: string, method = 'PATCH'): Promise<void> {
  await page.route(`**/rest/v1/${path}**`, (route) =>
    route.request().method() === method ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/**
 * Holds the page's `method` requests to URLs matching `url` (a glob) on their way, so what the
 * page shows while it waits can be checked; the returned `release()` lets them go on, or with
 * `cutOff` drops them as a dropped network would (nothing is written). Other requests go on.
 */
export async function holdRequests(
  page: Page,
  url: string,
  method: string,
  cutOff = false,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await held;
    return cutOff ? route.abort('internetdisconnected') : route.fallback();
  });
  return () => release();
}

/** Presses Tab until `target` has the focus, as a keyboard user reaches it (at most `tabs` presses). */
export async function tabTo(page: Page, target: Locator, tabs = 8): Promise<void> {
  for (let pressed = 0; pressed < tabs; pressed += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Answers a question by the keyboard: Enter on the focused button that asks it, Tab to the
 * question's `confirm` button, Enter. What focus does next is the test's to check.
 */
export async function confirmByKeyboard(page: Page, confirm: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
}

/** Waits until the served site is built from the database's current revision (after a save). */
export async function waitForPublish(page: Page): Promise<void> {
  await waitForSiteRevision(page.request, await databaseRevision(await adminClient()));
}

/**
 * Expects `control` to have the keyboard focus where the owner sees it: wholly inside the
 * viewport, and below the admin's sticky header (its top at or under the header's bottom), once
 * the page has scrolled (smoothly, where motion is welcome).
 */
export async function expectFocusedInSight(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await expect(control).toBeInViewport({ ratio: 1 });
  const header = page.getByRole('banner');
  await expect
    .poll(async () => {
      const [top, headerBottom] = await Promise.all([
        control.evaluate((element) => element.getBoundingClientRect().top),
        header.evaluate((element) => element.getBoundingClientRect().bottom),
      ]);
      return top >= headerBottom;
    })
    .toBe(true);
}
