import { expect, test, type Locator, type Page } from './support/test.ts';
import {
  newAdmin,
  newSignedUpAccount,
  resetPasswordThroughEmail,
  saveAdminLanguageOf,
  signInAs,
  storedSession,
  uniqueEmail,
} from './support/auth.ts';
import { holdRequests, tabTo, toastWith } from './support/editors.ts';
import { inbox, mailHeadings, resetLink } from './support/mail.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { e2eAdmin, serviceClient } from './support/stack.ts';
import { shownLines } from './support/text-lines.ts';

// The owner's pages outside the admin (/auth, /auth/new-password, /seed) in Spanish
// (docs/product.md#sign-in): the language follows the page the owner came from, or their choice.

/** Opens /auth in Spanish the way the owner does: "Iniciar sesión" on the Spanish landing page. */
async function openFromSpanishSite(page: Page) {
  await page.goto('/es/');
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
}

test('from /es/, Iniciar sesión opens /auth in Spanish and Volver al sitio returns to /es/', async ({
  page,
}) => {
  await openFromSpanishSite(page);
  await expect(page).toHaveTitle('Iniciar sesión · Admin');
  await expect(
    page.getByRole('heading', { name: 'Inicie sesión para entrar al panel de administración' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await expect(page.getByLabel('Nombre completo')).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole('link', { name: '← Volver al sitio' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
});

test('in Spanish, a new account that is not an admin lands on /es/, and so does its visit to the admin', async ({
  page,
}) => {
  await openFromSpanishSite(page);
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre completo').fill('Ana Pérez');
  const email = uniqueEmail('signup-es');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('visitor-pass');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  // The site tells the new account, in its language, that an admin has to add it first.
  const notice = page.getByRole('dialog', { name: 'Su cuenta está creada' });
  await expect(notice).toHaveAccessibleDescription(
    /^Todavía no puede abrir el panel de administración\./,
  );
  await expect(notice).toContainText(
    `Pida al dueño del sitio (o a otro administrador) que añada su correo, ${email}, en la página «Administradores» del panel.`,
  );
  await expect(notice).toContainText('«Panel de control» aparecerá en el menú de este sitio');
  await expect(notice.getByRole('button', { name: 'Entendido' })).toBeFocused();
  await expectNoEnglish(page, notice);
  await page.keyboard.press('Escape');
  await expect(notice).toHaveCount(0);

  // Signed in but not an admin: the admin sends them to /auth, which sends them on to the site.
  await signInAs(
    page,
    { email: uniqueEmail('visitor-es'), password: 'visitor-pass' },
    { signUp: true },
  );
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/admin?lang=es');
  await expect(page).toHaveURL(/\/es\/$/);
  expect(visited).toContain('/auth');
});

/** Signs `user` in on /auth opened from the Spanish site, and waits for the admin. */
async function signInFromSpanishSite(page: Page, user: { email: string; password: string }) {
  await page.goto('/es/');
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel(/^(Correo electrónico|Email)$/).fill(user.email);
  await page.getByLabel(/^(Contraseña|Password)$/).fill(user.password);
  await page.getByRole('button', { name: /^(Iniciar sesión|Sign In)$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('from /es/, an admin who once reset the password on the English pages signs in to a Spanish admin', async ({
  page,
  request,
  browser,
}) => {
  // From an owner's trial: signed in from the Spanish site, the admin was in English. A reset
  // asked on the English /auth kept English as this browser's and the account's choice.
  const admin = await newAdmin();
  const newPassword = await resetPasswordThroughEmail(page, request, admin, 'a-new-password-1');
  await expect(toastWith(page, 'Password changed.')).toBeVisible();
  await page.getByRole('button', { name: `Account menu: ${admin.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // This browser, then another one: /auth and the admin in Spanish.
  await openFromSpanishSite(page);
  await signInFromSpanishSite(page, newPassword);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Resumen' })).toBeVisible();
  await expectNoEnglish(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInFromSpanishSite(otherPage, newPassword);
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'es');
  await expect(otherPage.getByRole('link', { name: 'Resumen' })).toBeVisible();
  await other.close();
});

test('from /es/, an admin who chose English in the admin signs in to the English admin, in any browser', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  await signInFromSpanishSite(page, admin);
  await expect(page.getByRole('link', { name: 'Resumen' })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu: ${admin.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The choice is kept: this browser's sign-in page and admin, and another browser's admin.
  await signInFromSpanishSite(page, admin);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Overview' })).toBeVisible();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInFromSpanishSite(otherPage, admin);
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'en');
  await expect(otherPage.getByRole('link', { name: 'Overview' })).toBeVisible();
  await other.close();
});

test('from /es/, an account that is not an admin signs in and is told in Spanish whom to ask', async ({
  page,
}) => {
  const helper = await newSignedUpAccount('helper-es');
  await openFromSpanishSite(page);
  await page.getByLabel('Correo electrónico').fill(helper.email);
  await page.getByLabel('Contraseña').fill(helper.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  const notice = page.getByRole('dialog', { name: 'Su cuenta no es de administrador' });
  await expect(notice).toContainText(
    `Pida al dueño del sitio (o a otro administrador) que añada su correo, ${helper.email}, en la página «Administradores» del panel.`,
  );
  await expect(notice.getByRole('button', { name: 'Usar otra cuenta' })).toBeVisible();
  await expectNoEnglish(page, notice);
  await notice.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' }).first()).toBeVisible();
});

test('Cerrar sesión in the Spanish admin signs out and goes to /es/', async ({ page }) => {
  // An admin of its own: signing out ends every session of that user.
  const admin = await newAdmin();
  await signInAs(page, admin);
  await page.goto('/admin/hero?lang=es');
  await page.getByRole('button', { name: `Menú de la cuenta: ${admin.email}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the Spanish /auth explains wrong fields and a wrong password in Spanish, then signs in to a Spanish admin', async ({
  page,
}) => {
  await openFromSpanishSite(page);
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  await signIn.click();
  await expect(page.getByText('Escriba el correo electrónico')).toBeVisible();
  await expect(page.getByText('Escriba la contraseña')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('owner@example');
  await expect(page.getByText('Escriba un correo electrónico válido')).toBeVisible();
  await expectNoEnglish(page);

  await page.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await page.getByLabel('Contraseña').fill('not-the-password');
  await signIn.click();
  const refusal = toastWith(page, 'No se pudo iniciar sesión');
  await expect(refusal).toContainText('El correo o la contraseña no son correctos.');
  // Screen readers hear the toasts' region named in Spanish too, as in the admin (it was English).
  await expect(page.getByRole('region', { name: 'Notificaciones alt+T' })).toContainText(
    'El correo o la contraseña no son correctos.',
  );
  await expectNoEnglish(page);

  await page.getByLabel('Contraseña').fill(e2eAdmin.password);
  await signIn.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('Iniciar sesión keeps the keyboard focus while it signs in and after a refused sign-in @mobile', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/auth/v1/token?grant_type=password', 'POST');
  // The owner's choice of Spanish, remembered (the phone's landing page hides its link in a menu).
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Correo electrónico').fill(e2eAdmin.email);
  await page.getByLabel('Contraseña').fill('not-the-password');
  await tabTo(page, page.getByRole('button', { name: 'Iniciar sesión' }));
  await page.keyboard.press('Enter');
  const busy = page.getByRole('button', { name: 'Iniciando sesión...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toBeFocused();
  release();
  await expect(toastWith(page, 'No se pudo iniciar sesión')).toContainText(
    'El correo o la contraseña no son correctos.',
  );
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeFocused();
});

test('the Sign In and Sign Up tabs follow the keyboard as WAI-ARIA tabs do', async ({ page }) => {
  await openFromSpanishSite(page);
  const signInTab = page.getByRole('tab', { name: 'Iniciar sesión' });
  const signUpTab = page.getByRole('tab', { name: 'Crear cuenta' });
  await expect(signUpTab).toHaveAttribute('tabindex', '-1');
  await signInTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Crear cuenta' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(signInTab).toBeFocused();
  await page.keyboard.press('End');
  await expect(signUpTab).toBeFocused();
  await page.keyboard.press('Home');
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Iniciar sesión' })).toBeVisible();
  // One tab stop: Tab leaves the tab list for the panel's first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('English | Español on /auth switches the page at once and is remembered', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Volver al sitio' })).toHaveAttribute(
    'href',
    '/es/',
  );
  await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoEnglish(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to site' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Sign in · Admin');
});

test('forgot password and the new password page speak Spanish', async ({
  page,
  request,
  browser,
}) => {
  const admin = await newAdmin();
  await openFromSpanishSite(page);
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeFocused();
  await expectNoEnglish(page);
  // The e-mail typed to sign in is already there.
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(admin.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: admin.email })).toContainText(
    'le enviamos un enlace',
  );
  await expectNoEnglish(page);
  // Asked again at once: nothing is sent, and the page says why, in Spanish.
  await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ya pidió un enlace hace un momento' }),
  ).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: admin.email })).toContainText(
    'ahora no se envió otro',
  );
  await expectNoEnglish(page);

  // The link opens in a new tab of the same browser: it names Spanish.
  const link = await resetLink(request, admin.email);
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(tab.getByRole('heading', { name: 'Elija una contraseña nueva' })).toBeVisible();
  await expect(tab.getByText('Al menos 6 caracteres.')).toBeVisible();
  await tab.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-1');
  await tab.getByLabel('Repita la contraseña nueva').fill('otra-clave-2');
  await tab.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
  await expect(tab.getByText('Las dos contraseñas no coinciden')).toBeVisible();
  await expectNoEnglish(tab);
  await tab.getByLabel('Repita la contraseña nueva').fill('otra-clave-1');
  await tab.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
  await expect(tab).toHaveURL(/\/admin\?lang=es$/);

  // The spent link, in another browser whose choice is Spanish.
  const other = await browser.newContext();
  await other.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByText('Este enlace venció o ya se usó')).toBeVisible();
  await expectNoEnglish(otherPage);
  await other.close();
});

test('a reset asked in Spanish leads with Spanish, e-mail and page in any browser, though the account chose English', async ({
  page,
  request,
  browser,
}) => {
  const admin = await newAdmin();
  await saveAdminLanguageOf(admin, 'en');
  await openFromSpanishSite(page);
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revise su correo' })).toBeVisible();
  const link = await resetLink(request, admin.email);
  const [mail] = await inbox(request, admin.email);
  expect(mailHeadings(mail!)).toEqual(['Restablezca su contraseña', 'Reset your password']);

  // Another browser, with no choice of its own and English ones: the link names Spanish.
  const other = await browser.newContext({ locale: 'en-US' });
  const tab = await other.newPage();
  await tab.goto(link);
  await expect(tab.getByLabel('Repita la contraseña nueva')).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'es');
  await expect(tab.getByRole('heading', { name: 'Elija una contraseña nueva' })).toBeVisible();
  await expectNoEnglish(tab);
  await tab.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-1');
  await tab.getByLabel('Repita la contraseña nueva').fill('otra-clave-1');
  await tab.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
  // The admin, in the language the reset was asked in, confirms the change.
  await expect(tab).toHaveURL(/\/admin\?lang=es$/);
  await expect(toastWith(tab, 'Contraseña cambiada.')).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'es');
  await other.close();
});

for (const [lang, said] of [
  ['en', 'This account no longer has access to the admin.'],
  ['es', 'Esta cuenta ya no tiene acceso a la administración.'],
] as const) {
  test(`an admin removed by another admin is told so on /auth, in their language (${lang})`, async ({
    page,
  }) => {
    const admin = await newAdmin();
    await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
    const session = await signInAs(page, admin);
    await page.goto('/admin');
    await expect(
      page.getByRole('button', { name: /^(Account menu|Menú de la cuenta)/ }),
    ).toBeVisible();

    // Another admin removes them while they are away (an open page would find out at its next
    // read, before a reload could); their next visit to the admin finds out.
    await page.goto('/robots.txt');
    const removed = await serviceClient()
      .from('user_roles')
      .delete()
      .eq('user_id', session.user.id);
    expect(removed.error).toBeNull();
    await page.goto('/admin');

    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
    // A refusal, in the error toast's red, not a neutral notice.
    await expect(toastWith(page, said)).toBeVisible();
    await expect(toastWith(page, said)).toHaveAttribute('data-type', 'error');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('tab', { name: lang === 'es' ? 'Iniciar sesión' : 'Sign In' }),
    ).toBeVisible();
    // Signed out of this browser, so the form stays for another account.
    expect(await storedSession(page)).toBeNull();
  });
}

test('/seed speaks Spanish, signed out and to an admin @mobile', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await page.goto('/seed');
  await expect(page).toHaveTitle('Cargar el contenido inicial · Admin');
  await expect(
    page.getByText('Para cargar el contenido inicial, un administrador debe iniciar sesión.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '← Volver al sitio' })).toHaveAttribute(
    'href',
    '/es/',
  );
  await expectNoEnglish(page);

  const visitor = { email: uniqueEmail('seed-es'), password: 'visitor-pass' };
  await signInAs(page, visitor, { signUp: true });
  await page.goto('/seed');
  await expect(page.getByText(`Inició sesión como ${visitor.email}`)).toBeVisible();
  await expectNoEnglish(page);

  await signInAs(page, e2eAdmin);
  await page.goto('/seed');
  const card = page.getByRole('region', { name: 'Contenido inicial' });
  await expect(card.getByText('Secciones de portada')).toBeVisible();
  // The packages by their Spanish names, and each count whole on its line, on a phone too.
  await expect(card.getByText('Paquetes de servicio (Plata, Oro, Platino)')).toBeVisible();
  const counts = card.getByText(/^\d+ filas?$/);
  await expect(counts).toHaveCount(8);
  for (const count of await counts.all()) {
    expect(await shownLines(count), await count.innerText()).toHaveLength(1);
  }
  await expect(card.getByRole('button', { name: 'Cargar contenido inicial' })).toBeVisible();
  await expectNoEnglish(page);
});

test('a signed-in owner whose admin check fails gets a Spanish Error toast and keeps the form', async ({
  page,
}) => {
  await signInAs(page, e2eAdmin);
  await page.route('**/rest/v1/rpc/session_access**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'role check offline', details: null }),
    }),
  );
  await page.goto('/auth?lang=es');
  const toast = toastWith(page, 'No se pudo iniciar sesión');
  await expect(toast).toContainText('Algo salió mal. Inténtelo de nuevo.');
  await expect(toast).not.toContainText('role check offline');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoEnglish(page);
});

// On a phone every link and text button of /auth is a finger's target, 44 px tall: in an owner's
// trial at 390 px '¿Olvidó su contraseña?' and the language choice were 20 px tall, '← Volver al
// sitio' 16 px, under even WCAG 2.5.8's 24 px (docs/product.md#sign-in).
for (const lang of ['es', 'en'] as const) {
  const texts = {
    es: {
      back: '← Volver al sitio',
      forgot: '¿Olvidó su contraseña?',
      signIn: 'Volver a iniciar sesión',
    },
    en: { back: '← Back to site', forgot: 'Forgot password?', signIn: 'Back to sign in' },
  }[lang];
  test(`on a phone /auth's links and text buttons are 44 px tall (${lang}) @mobile-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/auth?lang=${lang}`);
    const heights = async (targets: Locator[]) =>
      Promise.all(targets.map(async (target) => (await target.boundingBox())?.height ?? 0));
    const forgot = page.getByRole('button', { name: texts.forgot });
    await expect(forgot).toBeVisible();
    const first = [
      page.getByRole('link', { name: texts.back }),
      forgot,
      page.getByRole('button', { name: 'English' }),
      page.getByRole('button', { name: 'Español' }),
    ];
    for (const height of await heights(first)) expect(height).toBeGreaterThanOrEqual(44);
    await forgot.tap();
    const back = page.getByRole('button', { name: texts.signIn });
    await expect(back).toBeVisible();
    for (const height of await heights([back])) expect(height).toBeGreaterThanOrEqual(44);
    // The card still fits the phone's screen.
    await expect(page.getByRole('button', { name: 'Español' })).toBeInViewport();
  });
}

// The island's box keeps the Sign In tab's height from the first paint (src/app-pages/auth.astro),
// so nothing moves when the form mounts: at 390 px its 44 px targets made it 412 px tall in a box
// of 368, and the card grew as it mounted (docs/decisions.md, "/auth's box fits a phone's form").
for (const lang of ['en', 'es'] as const) {
  test(`/auth's card keeps its height when the sign-in form mounts, at 390 and 1280 px (${lang}) @mobile`, async ({
    page,
  }) => {
    const card = page.locator('main > div');
    const box = page.locator('main astro-island').locator('..');
    const heights = async () =>
      Promise.all([card, box].map(async (part) => (await part.boundingBox())?.height));
    const islandCode = /\/_astro\/.*\.js$/;
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Before it mounts: the page as first painted, the island's code held back.
      await page.route(islandCode, (route) => route.abort());
      await page.goto(`/auth?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(card).toBeVisible();
      const before = await heights();
      await page.unroute(islandCode);
      await page.goto(`/auth?lang=${lang}`);
      await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
      expect(await heights(), `card and island box at ${width} px, before and after`).toEqual(
        before,
      );
    }
  });
}
