import { expect, test, type Browser, type Page } from './support/test.ts';
import { expectNoEnglish, findEnglish } from './support/spanish-leaks.ts';
import { newAdmin, signInAs, storedSession } from './support/auth.ts';
import { e2eAdmin } from './support/stack.ts';

// The Spanish admin's shell, Overview and Admins page, and the language switch in the header,
// remembered in this browser and in the user's account. Each test signs in as an admin of its own:
// the switch saves the choice to the account, which must never be the shared e2e admin's.

/** Signs `admin` in and makes Spanish this browser's admin language. */
async function signInInSpanish(page: Page, admin: { email: string; password: string }) {
  await signInAs(page, admin);
  await page.evaluate(() => localStorage.setItem('admin-language', 'es'));
}

const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Opens the sheet on a phone, where View Site and the language switch sit under the links
 * (docs/product.md#admin-shell); on a desktop they are in the header.
 */
async function openSheetOnPhone(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page.getByRole('button', { name: /^(Admin menu|Menú del panel)$/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading')).toBeVisible();
}

/** Closes the sheet on a phone. */
async function closeSheetOnPhone(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').getByRole('heading')).toBeHidden();
}

/** Waits until the Overview has read everything it shows (no card still loading). */
async function overviewLoaded(page: Page) {
  await expect(page.locator('[data-count]').first()).toHaveText(/^\d+$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#activity-title')).toBeVisible();
  await expect(page.locator('[aria-labelledby="activity-title"] li').first()).toBeVisible();
}

/** The admin's language once the saved choice of the account has been read. */
async function adminLanguageIn(browser: Browser, admin: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, admin);
  await page.goto('/admin');
  await expect(pageTitle(page)).toHaveText(/^(Overview|Resumen)$/);
  const lang = await page.evaluate(() => document.documentElement.lang);
  const title = await pageTitle(page).textContent();
  await context.close();
  return { lang, title };
}

test('the shell, the Overview and the Admins page show no English in Spanish @mobile', async ({
  page,
  isMobile,
}, testInfo) => {
  const admin = await newAdmin();
  await signInInSpanish(page, admin);
  await page.goto('/admin');
  await expect(pageTitle(page)).toHaveText('Resumen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Resumen · Admin');
  // View Site opens the page in the admin's language.
  await openSheetOnPhone(page, isMobile);
  await expect(page.getByRole('link', { name: 'Ver sitio' })).toHaveAttribute('href', '/es/');
  if (isMobile) await expectNoEnglish(page);
  await closeSheetOnPhone(page, isMobile);
  await overviewLoaded(page);
  await expectNoEnglish(page);
  // Recent changes quote an entry's name the Spanish way, as the rest of the Spanish admin does.
  const recent = page.getByRole('region', { name: 'Cambios recientes' });
  await expect(
    recent
      .getByRole('listitem')
      .filter({ hasText: /«[^»]+»/ })
      .first(),
  ).toBeVisible();
  await expect(recent).not.toContainText(/[“”]/);

  // The account menu and its Change password dialog.
  await page.getByRole('button', { name: `Menú de la cuenta: ${admin.email}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(dialog.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(dialog.getByLabel('Contraseña actual')).toBeVisible();
  // Sent empty, each field says what it asks for.
  await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
  for (const [label, message] of [
    ['Contraseña actual', 'Escriba la contraseña actual'],
    ['Contraseña nueva', 'Escriba la contraseña nueva'],
    ['Repita la contraseña nueva', 'Repita la contraseña nueva'],
  ] as const)
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      new RegExp(`(^|\\. )${message}$`),
    );
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);

  // To the Admins page: through the sheet on a phone, the sidebar otherwise.
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Menú del panel' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menú del panel' });
    await expect(sheet.getByRole('link', { name: 'Resumen' })).toBeVisible();
    await expectNoEnglish(page);
    await sheet.getByRole('link', { name: 'Administradores' }).click();
  } else {
    await page
      .getByRole('complementary', { name: 'Barra lateral' })
      .getByRole('list', { name: 'Configuración' })
      .getByRole('link', { name: 'Administradores' })
      .click();
  }
  await expect(pageTitle(page)).toHaveText('Administradores');
  await expect(page).toHaveTitle('Administradores · Admin');
  const me = page.getByRole('row').filter({ hasText: admin.email });
  await expect(me.getByText('Usted', { exact: true })).toBeVisible();
  await expectNoEnglish(page);
  await me.getByRole('button', { name: `Quitar a ${admin.email}` }).click();
  // Their own row asks about their own access (docs/product.md#admins).
  const question = page.getByRole('alertdialog', { name: '¿Quitar su propio acceso?' });
  await expect(question.getByRole('button', { name: 'Quitar mi acceso' })).toBeVisible();
  await expectNoEnglish(page);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);

  // A refusal of the database, said in Spanish under the field.
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByRole('button', { name: 'Agregar administrador' }).click();
  await expect(page.getByText('Esta cuenta ya es de un administrador.')).toBeVisible();
  await expectNoEnglish(page);

  // An unknown admin address, followed inside the admin.
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(pageTitle(page)).toHaveText('Página no encontrada');
  await expectNoEnglish(page);
});

test('the header switches the language, which stays after a reload and follows the user to another browser @mobile', async ({
  page,
  browser,
  isMobile,
}) => {
  const admin = await newAdmin();
  await signInInSpanish(page, admin);
  await page.goto('/admin');
  await expect(pageTitle(page)).toHaveText('Resumen');

  // The switch is named in the language it switches to, and works from the keyboard.
  await openSheetOnPhone(page, isMobile);
  const toEnglish = page.getByRole('button', { name: 'English', exact: true });
  await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');
  await toEnglish.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Español', exact: true })).toBeFocused();
  await closeSheetOnPhone(page, isMobile);
  await expect(pageTitle(page)).toHaveText('Overview');
  await expect(page).toHaveTitle('Overview · Admin');
  // Saved to the account (the session this browser keeps carries it too).
  await expect
    .poll(async () => (await storedSession(page))?.user.user_metadata.admin_language)
    .toBe('en');
  await page.reload();
  await expect(pageTitle(page)).toHaveText('Overview');
  await openSheetOnPhone(page, isMobile);
  await expect(page.getByRole('button', { name: 'Español', exact: true })).toBeVisible();

  // Back to Spanish: another browser (nothing stored there) signs in and gets Spanish.
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await closeSheetOnPhone(page, isMobile);
  await expect(pageTitle(page)).toHaveText('Resumen');
  await expect
    .poll(async () => (await storedSession(page))?.user.user_metadata.admin_language)
    .toBe('es');
  expect(await adminLanguageIn(browser, admin)).toEqual({ lang: 'es', title: 'Resumen' });
});

// An owner's trial: offline, 'Español' downloaded nothing and said nothing; the press seemed lost.
test('a language switch whose texts cannot be downloaded says so in the language shown, and works once back online', async ({
  page,
  context,
}) => {
  const admin = await newAdmin();
  await signInAs(page, admin);
  await page.goto('/admin');
  await expect(pageTitle(page)).toHaveText('Overview');
  const toSpanish = page.getByRole('button', { name: 'Español', exact: true });
  await toSpanish.focus();

  await context.setOffline(true);
  await page.keyboard.press('Enter');
  // Sonner was not downloaded either: the Toaster says the toast's words as text.
  await expect(page.getByText('The language could not be changed')).toBeVisible();
  await expect(
    page.getByText(
      'Its texts could not be downloaded: the connection may have dropped. Check your connection and try again.',
    ),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(pageTitle(page)).toHaveText('Overview');
  await expect(toSpanish).toBeFocused();

  await context.setOffline(false);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(pageTitle(page)).toHaveText('Resumen');
});

test('before its script has run, an admin page is titled and says it is loading in the admin language @mobile', async ({
  page,
}) => {
  // The island's script never arrives: what shows is what the page carries before it runs.
  await page.route('**/_astro/admin-app.*.js', (route) => route.abort());
  await page.goto('/admin/faqs?lang=es');
  await expect(page).toHaveTitle('Preguntas frecuentes · Admin');
  await expect(page.getByRole('status')).toHaveText('Cargando...');
  await expectNoEnglish(page);

  await page.goto('/admin/faqs?lang=en');
  await expect(page).toHaveTitle('FAQs · Admin');
  await expect(page.getByRole('status')).toHaveText('Loading...');
});

test.describe('the Spanish leak scan', () => {
  test('flags English UI texts and labels, and skips content, field values and hidden texts', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="es"><body>
      <h1>Resumen</h1>
      <button>Guardar cambios</button>
      <button>Save</button>
      <button aria-label="Close">×</button>
      <p>Loading the <b>page</b></p>
      <p><span>Save</span> <span>Changes</span></p>
      <p lang="en">Save Changes, the owner's English text</p>
      <p translate="no">Delete Me Detailing</p>
      <input value="Cancel"><textarea>Sign out</textarea>
      <div hidden>Close</div>
    </body></html>`);
    const leaks = await findEnglish(page);
    expect(leaks.some((leak) => leak.startsWith('"Save" has the English word "Save"'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('"Close" has the English word'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('"Loading the" has the English word'))).toBe(true);
    expect(leaks.some((leak) => leak.startsWith('"Save Changes" is common.save'))).toBe(true);
    expect(
      leaks.filter((leak) => /Guardar|Resumen|Delete|Cancel|Sign out|owner/.test(leak)),
    ).toEqual([]);
    await expect(expectNoEnglish(page)).rejects.toThrow(/Save/);
    await expect(expectNoEnglish(page, page.getByRole('heading'))).resolves.toBeUndefined();
  });

  test('fails on the English admin', async ({ page }) => {
    await signInAs(page, e2eAdmin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(expectNoEnglish(page)).rejects.toThrow(/English word .*Overview/);
  });
});

test('on a phone each recent change of the Overview reads on full lines, with its time and mark under it @mobile-only', async ({
  page,
}) => {
  await signInInSpanish(page, await newAdmin());
  await page.goto('/admin');
  await overviewLoaded(page);
  const rows = await page.locator('[aria-labelledby="activity-title"] li').evaluateAll((items) =>
    items.map((li) => ({
      text: li.firstElementChild!.getBoundingClientRect().width,
      row: li.getBoundingClientRect().width,
    })),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const { text, row } of rows) expect(text).toBeGreaterThanOrEqual(row * 0.9);
});
