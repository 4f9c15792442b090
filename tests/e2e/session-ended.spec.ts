import { newAdmin, resetPasswordThroughEmail } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import { toastWith } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts';

/**
 * A device whose session was ended elsewhere (a password reset or change on another device ends
 * the account's other sessions) keeps an access token that passes for up to an hour, and under
 * row-level security it reads nothing. The admin must send it to sign in again, saying why, before
 * any page shows those empty lists as the owner's data (docs/architecture.md#sessions).
 */

type Account = { email: string; password: string };

// Two devices each sign in (and one reads its e-mail): more than one page's work per test.
test.beforeEach(() => test.slow());

const ended = {
  en: 'Your session has ended (your password was changed or you were signed out elsewhere). Please sign in again.',
  es: 'Su sesión terminó (se cambió su contraseña o se cerró su sesión en otro lugar). Vuelva a iniciar sesión.',
};

/** What an ended session's reads would show as the owner's data. */
const emptyLists = [
  'No booking requests yet.',
  'Todavía no hay solicitudes de cita.',
  'No expenses tracked yet.',
  'Todavía no hay gastos registrados.',
];

/**
 * Records, across the page's navigations, each of `emptyLists` that was ever in the page, however
 * briefly: the admin must never show them for an ended session.
 */
async function watchForEmptyLists(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('sawEmptyList', (_source, text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.addInitScript((texts) => {
    const report = (window as unknown as { sawEmptyList: (text: string) => void }).sawEmptyList;
    new MutationObserver(() => {
      const shown = document.body?.textContent ?? '';
      for (const text of texts) if (shown.includes(text)) report(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, emptyLists);
  return seen;
}

/** Signs `admin` in through /auth's form, in the language the page shows. */
async function signIn(page: Page, admin: Account, lang: 'en' | 'es' = 'en'): Promise<void> {
  const es = lang === 'es';
  await page.getByLabel(es ? 'Correo electrónico' : 'Email').fill(admin.email);
  await page.getByLabel(es ? 'Contraseña' : 'Password').fill(admin.password);
  await page.getByRole('button', { name: es ? 'Iniciar sesión' : 'Sign In' }).click();
}

/**
 * Signs `admin` in on `page` (the desktop), whose admin language is `lang` (this browser's choice),
 * through the form, and waits for the Overview.
 */
async function signInOnDesktop(page: Page, admin: Account, lang: 'en' | 'es'): Promise<void> {
  await page.addInitScript((chosen) => {
    // Not on about:blank (no storage there), where the desktop waits meanwhile.
    if (location.protocol === 'http:') localStorage.setItem('admin-language', chosen);
  }, lang);
  await page.goto('/auth');
  await signIn(page, admin, lang);
  await page.waitForURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    lang === 'es' ? 'Resumen' : 'Overview',
  );
}

/** Resets `admin`'s password from another browser (the phone) with the e-mailed link. */
async function resetOnPhone(browser: Browser, request: APIRequestContext, admin: Account) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await phone.newPage();
    const reset = await resetPasswordThroughEmail(page, request, admin, 'reset-on-the-phone');
    await expect(toastWith(page, 'Password changed.')).toBeVisible();
    return reset;
  } finally {
    await phone.close();
  }
}

/** Changes `admin`'s password from another browser with the admin header's Change password. */
async function changeElsewhere(browser: Browser, admin: Account): Promise<Account> {
  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await page.goto('/auth');
    await signIn(page, admin);
    await page.waitForURL('/admin');
    await page.getByRole('button', { name: `Account menu: ${admin.email}` }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(admin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('changed-elsewhere');
    await dialog.getByLabel('New password again').fill('changed-elsewhere');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(toastWith(page, 'Password changed.')).toBeVisible();
  } finally {
    await other.close();
  }
  return { ...admin, password: 'changed-elsewhere' };
}

test('a device whose session a reset on the phone ended is sent to sign in again, not shown empty Bookings', async ({
  page,
  browser,
  request,
}) => {
  const name = `Session Ended ${Date.now()}`;
  await insertRequest(name, '(703) 555-0193');
  try {
    const admin = await newAdmin();
    await signInOnDesktop(page, admin, 'en');
    // The desktop is left (its session stays stored) while the phone resets the password.
    await page.goto('about:blank');
    const renewed = await resetOnPhone(browser, request, admin);

    const seen = await watchForEmptyLists(page);
    await page.goto('/admin/bookings');
    await expect(page).toHaveURL('/auth?next=%2Fadmin%2Fbookings');
    await expect(toastWith(page, ended.en)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    // Signed in again, the owner is back on Bookings, and the requests are all there.
    await signIn(page, renewed);
    await page.waitForURL('/admin/bookings');
    await expect(page.getByText(name).first()).toBeVisible();
    expect(seen).toEqual([]);
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});

test('in Spanish, a device whose password was changed elsewhere opens the admin on /auth with the reason, in Spanish', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  await signInOnDesktop(page, admin, 'es');
  await page.goto('about:blank');
  const renewed = await changeElsewhere(browser, admin);

  const seen = await watchForEmptyLists(page);
  await page.goto('/admin');
  await expect(page).toHaveURL('/auth?next=%2Fadmin');
  await expect(toastWith(page, ended.es)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  await signIn(page, renewed, 'es');
  await page.waitForURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen');
  expect(seen).toEqual([]);
});

test('a session ended elsewhere while a page is open is caught at the next read, not shown as empty', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  // Watched from the first page on: the next read comes without a reload.
  const seen = await watchForEmptyLists(page);
  await signInOnDesktop(page, admin, 'en');
  await changeElsewhere(browser, admin);

  // The next read finds the session ended: Bookings, opened from the sidebar without a reload,
  // unless a reread of the Overview's own comes first (a request another test stores raises the
  // new-bookings count, which rereads it), which leaves from /admin instead.
  const bookings = page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Bookings', exact: true });
  await expect(async () => {
    if (new URL(page.url()).pathname !== '/auth') await bookings.click({ timeout: 2_000 });
  }).toPass();
  await expect(page).toHaveURL(/^[^?]*\/auth\?next=%2Fadmin(%2Fbookings)?$/);
  await expect(toastWith(page, ended.en)).toBeVisible();
  expect(seen).toEqual([]);
});
