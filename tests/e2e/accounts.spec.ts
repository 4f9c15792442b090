import { expect, test, type Page } from './support/test.ts';
import {
  newAdmin,
  saveAdminLanguageOf,
  signInAs,
  signInThroughForm,
  uniqueEmail,
} from './support/auth.ts';
import { editFirstFaq, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { inbox, mailHeadings, resetLink } from './support/mail.ts';
import { anonClient, serviceClient } from './support/stack.ts';

// Each test uses admins of its own (newAdmin): changing a password signs out the user's other
// sessions, which must never be the shared e2e admin's.

/** Whether `password` signs `email` in, through the real supabase-js. */
async function signsIn(email: string, password: string): Promise<boolean> {
  const { error } = await anonClient().auth.signInWithPassword({ email, password });
  return !error;
}

/**
 * Opens /auth's forgot form and asks for a reset link for `email`; answers what the page says
 * under `heading`.
 */
async function askForReset(
  page: Page,
  email: string,
  heading = 'Check your e-mail',
): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeFocused();
  return (await page.getByRole('status').filter({ hasText: 'link' }).textContent()) ?? '';
}

const accountMenu = (page: Page, email: string) =>
  page.getByRole('button', { name: `Account menu: ${email}` });

test('forgot password: the e-mailed link leads to a new password and /admin, once @mobile', async ({
  page,
  request,
  browser,
}) => {
  const admin = await newAdmin();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoAxeViolations(page);
  await askForReset(page, admin.email);
  await expectNoAxeViolations(page);
  const link = await resetLink(request, admin.email);

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/new-password/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('New password again')).toBeVisible();
  await expectNoAxeViolations(page);
  // Too short, then typed differently: said next to the fields, nothing sent.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('New password again').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await page.getByLabel('New password again').fill('a-new-password-2');
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('New password again').fill('a-new-password-1');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/admin\?lang=en$/);
  await expect(accountMenu(page, admin.email)).toBeVisible();
  // The admin confirms the change on arrival.
  await expect(toastWith(page, 'Password changed.')).toBeVisible();
  expect(await signsIn(admin.email, admin.password)).toBe(false);
  expect(await signsIn(admin.email, 'a-new-password-1')).toBe(true);

  // The same link again, here or in another browser: refused, with the way to a new one.
  await page.goto(link);
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
  await expectNoAxeViolations(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByText('This link has expired or was already used')).toBeVisible();
  await otherPage.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(otherPage).toHaveURL(/\/auth\?forgot$/);
  await expect(otherPage.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await other.close();
});

test('a reset asked in English leads with English, e-mail and page, though the account chose Spanish', async ({
  page,
  request,
  browser,
}) => {
  const admin = await newAdmin();
  await saveAdminLanguageOf(admin, 'es');
  await askForReset(page, admin.email);
  const link = await resetLink(request, admin.email);
  const [mail] = await inbox(request, admin.email);
  expect(mailHeadings(mail!)).toEqual(['Reset your password', 'Restablezca su contraseña']);

  // Opened in another browser, which has no choice of its own: the link names English.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto(link);
  await expect(tab.getByLabel('New password again')).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
  await expect(tab.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await tab.getByLabel('New password', { exact: true }).fill('a-new-password-1');
  await tab.getByLabel('New password again').fill('a-new-password-1');
  await tab.getByRole('button', { name: 'Save new password' }).click();
  await expect(tab).toHaveURL(/\/admin\?lang=en$/);
  await expect(toastWith(tab, 'Password changed.')).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});

test('forgot password answers an unknown address as a known one, and mails nobody', async ({
  page,
  request,
  browser,
}) => {
  const admin = await newAdmin();
  const unknown = uniqueEmail('nobody');
  const known = await askForReset(page, admin.email);
  const stranger = await askForReset(page, unknown);
  expect(stranger.replace(unknown, '<address>')).toBe(known.replace(admin.email, '<address>'));
  await resetLink(request, admin.email);
  expect(await inbox(request, unknown)).toEqual([]);

  // Asking again at once (the page reloaded): the service would refuse to mail the account again
  // so soon, and the page says so, for both addresses alike, as this tab asked for both just now.
  const justNow = 'A link was asked for just now';
  const again = await askForReset(page, admin.email, justNow);
  expect(again).toContain('none was sent now');
  const strangerAgain = await askForReset(page, unknown, justNow);
  expect(strangerAgain.replace(unknown, '<address>')).toBe(again.replace(admin.email, '<address>'));
  expect(await inbox(request, admin.email)).toHaveLength(1);

  // Another browser never asked: the service's refusal (a link went out less than a minute ago)
  // tells it nothing the unknown address would not.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  const refused = elsewhere.waitForResponse('**/auth/v1/recover**');
  expect(await askForReset(elsewhere, admin.email)).toBe(known);
  expect((await refused).status()).toBe(429);
  await other.close();
  expect(await inbox(request, admin.email)).toHaveLength(1);
});

test('a reset request cut off and then sent leaves no error toast over Check your e-mail @mobile', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const email = page.getByLabel('Email');
  await email.fill(uniqueEmail('cut-off'));
  await page.route('**/auth/v1/recover**', (route) => route.abort('internetdisconnected'));
  await email.press('Enter');
  const failure = toastWith(page, 'Could not reach the server');
  await expect(failure).toBeVisible();
  // Its title says what failed, not a bare 'Error'.
  await expect(failure).toContainText('Could not send the link');
  await expect(email).toBeFocused();
  // The pointer rests on the toast, which keeps it up for as long as it is there.
  await failure.hover();

  await page.unrouteAll();
  await email.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('change password from the account menu, sign out, sign in with the new one @mobile', async ({
  page,
}) => {
  const admin = await newAdmin();
  await signInAs(page, admin);
  await page.goto('/admin');
  await accountMenu(page, admin.email).click();
  await expect(page.getByRole('menu')).toContainText(`Signed in as${admin.email}`);
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong current password is said under its field, and nothing changes.
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('changed-password-1');
  await dialog.getByLabel('New password again').fill('changed-password-1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is not right')).toBeVisible();
  expect(await signsIn(admin.email, admin.password)).toBe(true);

  await dialog.getByLabel('Current password').fill(admin.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, 'Password changed.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await accountMenu(page, admin.email).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await signInThroughForm(page, { email: admin.email, password: admin.password });
  await expect(toastWith(page, 'Could not sign in')).toContainText('Invalid login credentials');
  await signInThroughForm(page, { email: admin.email, password: 'changed-password-1' });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(accountMenu(page, admin.email)).toBeVisible();
});

test('a password changed on one device ends the other’s rights at once: its next save is refused and it hears its session ended', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  const service = serviceClient();
  const { data: before } = await service.from('faq_items').select('id, question').order('id');
  // The other device: signed in before the change, an FAQ open in its editor.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInAs(otherPage, admin);
    await otherPage.goto('/admin/faqs');
    await editFirstFaq(otherPage);
    const editor = otherPage.getByRole('dialog');
    await editor.getByRole('textbox').first().fill('Written after the password changed');

    await signInAs(page, admin);
    await page.goto('/admin');
    await accountMenu(page, admin.email).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(admin.password);
    await dialog.getByLabel('New password', { exact: true }).fill('changed-password-2');
    await dialog.getByLabel('New password again').fill('changed-password-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(toastWith(page, 'Password changed.')).toBeVisible();

    // Its access token has not expired, but its session has ended.
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(otherPage, 'The database refused the change')).toBeVisible();
    // The refusal has the device ask whether its session lives: it has ended, and the owner is
    // asked to sign in again over the page, kept for the changes typed; closed, a toast says so.
    const signIn = otherPage.getByRole('dialog', { name: 'Sign in to save your changes' });
    await signIn.getByRole('button', { name: 'Cancel' }).click();
    await expect(toastWith(otherPage, 'Your session has ended')).toBeVisible();
    await expect(otherPage).toHaveURL(/\/admin\/faqs$/);
    // The dialog stays open with what was typed.
    await expect(editor.getByRole('textbox').first()).toHaveValue(
      'Written after the password changed',
    );
    const { data: after } = await service.from('faq_items').select('id, question').order('id');
    expect(after).toEqual(before);
  } finally {
    await other.close();
    // Were the save let through, the FAQ is put back.
    const { data: now } = await service.from('faq_items').select('id, question');
    for (const row of before ?? []) {
      if (now?.find((r) => r.id === row.id)?.question === row.question) continue;
      await service.from('faq_items').update({ question: row.question }).eq('id', row.id);
    }
  }
});

test('the account menu opened by Enter, the first time too, starts on its first item: Enter again opens Change password', async ({
  page,
}) => {
  const admin = await newAdmin();
  await signInAs(page, admin);
  await page.goto('/admin');
  const button = accountMenu(page, admin.email);
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  for (const time of ['first', 'second']) {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Change password' }), time).toHaveAttribute(
      'data-focus',
    );
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Current password'), time).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test('Change password gives focus back to the account menu button every time it closes, the first time too (es)', async ({
  page,
}) => {
  const admin = await newAdmin();
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, admin);
  const button = page.getByRole('button', { name: `Menú de la cuenta: ${admin.email}` });
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  const open = async () => {
    await button.click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    await expect(dialog.getByLabel('Contraseña actual')).toBeVisible();
  };
  const closings = {
    Escape: () => page.keyboard.press('Escape'),
    Cancelar: () => dialog.getByRole('button', { name: 'Cancelar' }).click(),
    'Cambiar contraseña': async () => {
      await dialog.getByLabel('Contraseña actual').fill(admin.password);
      await dialog.getByLabel('Contraseña nueva', { exact: true }).fill('changed-password-2');
      await dialog.getByLabel('Repita la contraseña nueva').fill('changed-password-2');
      await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await expect(toastWith(page, 'Contraseña cambiada.')).toBeVisible();
    },
  };
  for (const [how, close] of Object.entries(closings)) {
    // A fresh page: the first opening loads the dialog's code, then a second one.
    await page.goto('/admin');
    for (const time of ['first', 'second']) {
      if (how === 'Cambiar contraseña' && time === 'second') break;
      await open();
      await close();
      await expect(dialog).toHaveCount(0);
      await expect(button, `${how}, ${time} time`).toBeFocused();
    }
  }
});
