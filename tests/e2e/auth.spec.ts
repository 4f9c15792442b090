import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eAdmin } from './support/stack.ts';
import { holdRequests, tabTo } from './support/editors.ts';
import {
  newAdmin,
  newSignedUpAccount,
  signInThroughForm,
  signOutInAnotherTab,
  storageKey,
  storedSession,
  uniqueEmail,
  userCanRead,
} from './support/auth.ts';

const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** Signs `email` up as Ana Pérez on /auth's Sign Up tab. */
async function signUpThroughForm(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Ana Pérez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('visitor-pass');
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('a new sign-up who is not an admin lands on / and is sent away from /admin', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await signUpThroughForm(page, email);
  await page.waitForURL('/');
  const session = await storedSession(page);
  expect(session?.user.email).toBe(email);
  expect(session?.user.user_metadata.full_name).toBe('Ana Pérez');

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/admin');
  await page.waitForURL('/');
  expect(visited).toContain('/auth');
  expect(visited.at(-1)).toBe('/');
});

test('a new sign-up is told on the site, once, that an admin must add it before it opens the admin', async ({
  page,
}) => {
  // From an owner's trial: the toast went with /auth, and nothing said the account opens no admin.
  const email = uniqueEmail('signup-notice');
  await signUpThroughForm(page, email);
  await page.waitForURL('/');
  const notice = page.getByRole('dialog', { name: 'Your account is created' });
  await expect(notice).toHaveAccessibleDescription(/^It cannot open the admin yet\./);
  await expect(notice).toContainText(
    `Ask the site’s owner (or another admin) to add your e-mail, ${email}, on the Admins page.`,
  );
  await expect(notice).toContainText('Once they have, Dashboard shows in this site’s menu');
  await expect(notice.getByRole('button', { name: 'OK' })).toBeFocused();
  // The dialog only: the landing page behind it is checked by the accessibility spec.
  await expectNoAxeViolations(page, { within: 'dialog[open]' });
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  // Said once: back on the site, signed in, the page says nothing more.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an account that is not an admin signs in and is told on the site whom to ask, or uses another', async ({
  page,
}) => {
  // From an owner's trial: a helper who had signed up signed in again and the site said nothing.
  const helper = await newSignedUpAccount('helper');
  await page.goto('/auth');
  await signInThroughForm(page, helper);
  await page.waitForURL('/');
  const notice = page.getByRole('dialog', { name: 'Your account is not an admin' });
  await expect(notice).toHaveAccessibleDescription(/^It cannot open the admin yet\./);
  await expect(notice).toContainText(
    `Ask the site’s owner (or another admin) to add your e-mail, ${helper.email}, on the Admins page.`,
  );
  await expect(notice.getByRole('button', { name: 'OK' })).toBeFocused();
  await expectNoAxeViolations(page, { within: 'dialog[open]' });

  // Another account: signed out, back on /auth to sign in with it.
  await notice.getByRole('button', { name: 'Use another account' }).click();
  await page.waitForURL('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});

test('Forgot password? starts with the e-mail typed in Sign In, and Back to sign in takes it back', async ({
  page,
}) => {
  // From an owner's trial: the owner typed their e-mail, then had to type it again.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(' owner@example.com ');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue('owner@example.com');
  await email.fill('other@example.com');
  // By the keyboard: the focus goes on with the owner to the Sign In fields, not to the page's
  // start (from an owner's trial: Back to sign in, gone, had taken it with it).
  await page.getByRole('button', { name: 'Back to sign in' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('other@example.com');
  await expect(page.getByLabel('Email')).toBeFocused();
  // And again from Check your e-mail, after the link was asked for.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Back to sign in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('other@example.com');
});

test('the admin signs in and reaches /admin', async ({ page }) => {
  await page.goto('/auth');
  await expect(
    page.getByRole('heading', { name: 'Sign in to access the admin dashboard' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await signInThroughForm(page, e2eAdmin);
  await page.waitForURL('/admin');
});

test('signing in says so without fetching the toast library for a page it leaves', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/sonner-toaster\.[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  // The admin check held: /auth stays with its toast until it answers.
  const release = await holdRequests(page, '**/rest/v1/rpc/session_access**', 'GET');
  await page.goto('/auth');
  await signInThroughForm(page, e2eAdmin);
  await expect(toasts(page)).toContainText('Logged in successfully.');
  release();
  await page.waitForURL('/admin');
  await expect(page.locator('[data-count]').first()).toHaveText(/\d/);
  // About 10 KB gzip that a page being left has no use for (docs/architecture.md#bars).
  expect(fetched).toEqual([]);
});

test('an admin sent to /auth from an admin page returns to it after signing in', async ({
  page,
}) => {
  const admin = await newAdmin();
  await page.goto('/auth?next=/admin/packages');
  await signInThroughForm(page, admin);
  await page.waitForURL('/admin/packages');
});

test('a return address outside /admin is ignored and the admin goes to /admin', async ({
  page,
}) => {
  const admin = await newAdmin();
  await page.goto(`/auth?next=${encodeURIComponent('//example.com/admin')}`);
  await signInThroughForm(page, admin);
  await page.waitForURL('/admin');
});

test('invalid fields are explained next to them and nothing is sent @mobile', async ({ page }) => {
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/')) authRequests.push(request.url());
  });
  await page.goto('/auth');

  await page.getByRole('button', { name: 'Sign In' }).click();
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password is required');
  await email.fill('not-an-email');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const password = page.getByLabel('Password');
  await password.fill('12345');
  await password.blur();
  await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Full name is required');
  await password.fill('123456');
  await expect(password).not.toHaveAttribute('aria-invalid');
  expect(authRequests).toEqual([]);
});

test('Tab past the empty fields marks none; Sign In then marks both', async ({ page }) => {
  await page.goto('/auth');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await email.focus();
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign In' }).press('Enter');
  await expect(email).toHaveAccessibleDescription('Email is required');
  await expect(password).toHaveAccessibleDescription('Password is required');
  await expect(email).toBeFocused();
});

test('a wrong password shows the service message in a Could not sign in toast', async ({
  page,
}) => {
  await page.goto('/auth');
  await signInThroughForm(page, { email: e2eAdmin.email, password: 'not-the-password' });
  const toast = toasts(page).filter({ hasText: 'Could not sign in' });
  await expect(toast).toContainText('Invalid login credentials');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unreachable server is a toast and the form stays usable', async ({ page }) => {
  await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'));
  await page.goto('/auth');
  await signInThroughForm(page, e2eAdmin);
  await expect(toasts(page).filter({ hasText: 'Could not sign in' })).toContainText(
    'Could not reach the server',
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a toast whose code cannot be downloaded still says its words', async ({ page }) => {
  // The toasts' code loads with the first toast; here it fails, as after a dropped connection.
  await page.route(/\/_astro\/sonner-toaster\.[\w-]+\.js$/, (route) => route.abort());
  await page.route('**/auth/v1/token**', (route) => route.abort('connectionrefused'));
  await page.goto('/auth');
  await signInThroughForm(page, e2eAdmin);
  await expect(toasts(page)).toContainText('Could not reach the server');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('the sign-in button shows progress and one click sends one request', async ({ page }) => {
  const signIns: string[] = [];
  await page.route('**/auth/v1/token?grant_type=password', async (route) => {
    signIns.push(route.request().url());
    // Held back so the busy state can be seen and clicked again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill('not-the-password');
  const button = page.getByRole('button', { name: 'Sign In' });
  await button.dblclick();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(toasts(page).filter({ hasText: 'Could not sign in' })).toBeVisible();
  expect(signIns).toHaveLength(1);
});

test('Sign In keeps the keyboard focus while it signs in and after a refused sign-in @mobile', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/auth/v1/token?grant_type=password', 'POST');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toBeFocused();
  release();
  await expect(toasts(page).filter({ hasText: 'Could not sign in' })).toContainText(
    'Invalid login credentials',
  );
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
});

test('two tabs refreshing one session at the same moment both stay signed in', async ({
  browser,
}) => {
  const admin = await newAdmin();
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageA = await first.newPage();
    await pageA.goto('/auth');
    await signInThroughForm(pageA, admin);
    await pageA.waitForURL('/admin');
    const shared = await storedSession(pageA);
    // Both tabs hold the same session, and its access token has expired: each must refresh it.
    const expired = JSON.stringify({ ...shared, expires_at: Math.floor(Date.now() / 1000) - 60 });
    const pageB = await second.newPage();
    // Planted on a page without supabase-js: on /admin or /auth its 30-second refresh tick could
    // refresh the planted session before the waits below are set, and the load would then not.
    await pageA.goto('/robots.txt');
    await pageB.goto('/robots.txt');
    for (const page of [pageA, pageB]) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [storageKey, expired],
      );
    }
    const refreshes = [pageA, pageB].map((page) =>
      page.waitForResponse((r) => r.url().includes('grant_type=refresh_token')),
    );
    await Promise.all([pageA.goto('/admin'), pageB.goto('/admin')]);
    const answers = await Promise.all(refreshes);
    expect(answers.map((r) => r.status())).toEqual([200, 200]);
    for (const page of [pageA, pageB]) {
      await expect(page).toHaveURL('/admin');
      const session = await storedSession(page);
      expect(session?.refresh_token).not.toBe(shared?.refresh_token);
      expect(await userCanRead(session!.access_token, session!.user.id)).toBe(true);
    }
  } finally {
    await first.close();
    await second.close();
  }
});

test('a session that ends on an admin page leads to /auth with a notice and back', async ({
  context,
  page,
}) => {
  const admin = await newAdmin();
  await page.goto('/auth?next=/admin/packages');
  await signInThroughForm(page, admin);
  await page.waitForURL('/admin/packages');
  // The page is shown (its admin check done): a session that ends before that goes to /auth
  // without the notice, as the admin saw no page to lose.
  await expect(page.getByRole('heading', { level: 1, name: 'Service Packages' })).toBeVisible();

  // Signing out in another tab of the same browser ends the session here too.
  await signOutInAnotherTab(context);

  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(toasts(page)).toContainText('Your session has ended. Please sign in again.');
  await signInThroughForm(page, admin);
  await page.waitForURL('/admin/packages');
});

for (const tab of ['Sign In', 'Sign Up']) {
  test(`/auth with ${tab} open has no WCAG 2 A/AA violations @mobile`, async ({ page }) => {
    // Toasts sit still for axe to measure their contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/auth?next=/admin&reason=expired');
    await expect(toasts(page)).toContainText('Your session has ended');
    await page.getByRole('tab', { name: tab }).click();
    // Validation messages and the failure toast are part of the page a person sees.
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: tab }).click();
    if (tab === 'Sign In')
      await expect(toasts(page).filter({ hasText: 'Could not sign in' })).toBeVisible();
    else await expect(page.getByText('Full name is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
