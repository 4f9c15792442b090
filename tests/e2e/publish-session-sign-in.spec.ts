import { expect, test, type BrowserContext, type Page } from './support/test.ts';
import { newAdmin, newSignedUpAccount, signInAs, signOutInAnotherTab } from './support/auth.ts';
import { holdRequests, tabTo, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { adminClient } from './support/stack.ts';

// A session that ends while an editor's dialog holds unsaved changes is signed in again on the
// same page, in a dialog over the editor's, which keeps its input; then the save goes through
// (docs/architecture.md#sessions). It saves an FAQ of its own (and publishes it), so it runs in
// the publish project, and removes that FAQ.

type Lang = 'en' | 'es';

const texts = {
  en: {
    prompt: 'Sign in to save your changes',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    wrong: 'The email or password is not right',
    notAdmin: 'This account is not an admin. Sign in with an admin account.',
    ended: 'Your session has ended',
    english: 'English',
    answer: 'Answer',
    edit: /^Edit/,
    save: 'Save Changes',
    saved: 'FAQ updated successfully',
    partFailed:
      'This part could not be loaded: the connection may have dropped, or the admin was updated.',
    retry: 'Retry',
  },
  es: {
    prompt: 'Inicie sesión para guardar sus cambios',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    signingIn: 'Iniciando sesión...',
    wrong: 'El correo o la contraseña no son correctos',
    ended: 'Su sesión ha terminado',
    english: 'Inglés',
    answer: 'Respuesta',
    edit: /^Editar/,
    save: 'Guardar cambios',
    saved: 'La pregunta frecuente se actualizó correctamente',
    partFailed:
      'No fue posible cargar esta parte: es posible que se haya perdido la conexión o que el panel se haya actualizado.',
    retry: 'Reintentar',
  },
};

const key = `e2e-sign-in-here-${Date.now()}`;
const question = { en: 'Sign in here? (e2e)', es: '¿Iniciar sesión aquí? (e2e)' };

test.beforeAll(async () => {
  const admin = await adminClient();
  const { error } = await admin.from('faq_items').insert(
    (['en', 'es'] as const).map((language) => ({
      faq_key: key,
      language,
      question: question[language],
      answer: `Before (${language})`,
      display_order: 999,
      is_active: true,
    })),
  );
  if (error) throw new Error(error.message);
});

test.afterAll(async () => {
  await (await adminClient()).from('faq_items').delete().eq('faq_key', key);
});

async function storedAnswer(): Promise<string> {
  const admin = await adminClient();
  const { data } = await admin
    .from('faq_items')
    .select('answer')
    .eq('faq_key', key)
    .eq('language', 'en')
    .single();
  return (data as { answer: string }).answer;
}

/**
 * A new admin (in `lang`) opens the FAQ's dialog and types an English answer, then (unless
 * `signOut` is false) signs out in another tab of the same browser, which ends the session here
 * too.
 */
async function endSessionWithChangesOpen(
  page: Page,
  context: BrowserContext,
  lang: Lang,
  signOut = true,
) {
  const t = texts[lang];
  const admin = await newAdmin();
  await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
  await signInAs(page, admin);
  await page.goto('/admin/faqs');
  await page
    .getByRole('region', { name: question[lang] })
    .getByRole('button', { name: t.edit })
    .click();
  const editor = page.getByRole('dialog');
  const answer = editor.getByRole('group', { name: t.english }).getByLabel(t.answer);
  const typed = `Typed before the session ended (${lang}, ${Date.now()})`;
  await answer.fill(typed);
  if (signOut) await signOutInAnotherTab(context);
  return { admin, editor, answer, typed };
}

type Session = Awaited<ReturnType<typeof endSessionWithChangesOpen>>;

/**
 * Once signed in again: the sign-in dialog is gone, the editor kept `typed`, and its Save saves
 * it.
 */
async function expectSignedInAndSaved(page: Page, lang: Lang, session: Session) {
  const t = texts[lang];
  await expect(page.getByRole('dialog', { name: t.prompt })).toHaveCount(0);
  await expect(session.answer).toHaveValue(session.typed);
  await session.editor.getByRole('button', { name: t.save }).click();
  await expect(toastWith(page, t.saved)).toBeVisible();
  expect(await storedAnswer()).toBe(session.typed);
}

test('a session ended with unsaved changes is signed in again on the same page, by keyboard, and the save goes through', async ({
  page,
  context,
}) => {
  const t = texts.en;
  const { admin, editor, answer, typed } = await endSessionWithChangesOpen(page, context, 'en');

  // The sign-in dialog opens over the editor's, the e-mail filled in, focus on its title (it
  // opened by itself): the e-mail is one Tab away, the password two.
  const prompt = page.getByRole('dialog', { name: t.prompt });
  await expect(prompt.getByLabel(t.email)).toHaveValue(admin.email);
  await expect(prompt.getByRole('heading', { name: t.prompt })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(prompt.getByLabel(t.email)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(prompt.getByLabel(t.password)).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/faqs$/);

  // A wrong password is said under its field, and focus stays there for another try.
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(prompt.getByLabel(t.password)).toHaveAccessibleDescription(t.wrong);
  await expect(prompt.getByLabel(t.password)).toBeFocused();
  // Tab goes round the sign-in dialog's controls, never back into the editor's under it.
  for (let tabs = 0; tabs < 5; tabs += 1) {
    await page.keyboard.press('Tab');
    expect(await prompt.evaluate((shown) => shown.contains(document.activeElement))).toBe(true);
  }

  // An account that is no admin's is refused under the e-mail, and signed out again.
  const helper = await newSignedUpAccount('not-an-admin');
  await prompt.getByLabel(t.email).fill(helper.email);
  await prompt.getByLabel(t.password).fill(helper.password);
  await prompt.getByLabel(t.password).press('Enter');
  await expect(prompt.getByLabel(t.email)).toHaveAccessibleDescription(t.notAdmin);

  // Escape closes the sign-in dialog only; the toast's Sign in, reached by the keyboard (Alt+T
  // goes to the toasts), opens it again.
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(editor).toHaveCount(1);
  await expect(answer).toHaveValue(typed);
  const ended = toastWith(page, t.ended);
  // Sonner's Alt+T is its own: it listens once the toast has loaded it.
  await expect(ended).toBeVisible();
  await page.keyboard.press('Alt+KeyT');
  await tabTo(page, ended.getByRole('button', { name: t.signIn }), 3);
  await page.keyboard.press('Enter');
  await expect(prompt.getByLabel(t.password)).toBeFocused();

  // While the sign-in runs, its button says so.
  await prompt.getByLabel(t.email).fill(admin.email);
  await prompt.getByLabel(t.password).fill(admin.password);
  const release = await holdRequests(page, '**/auth/v1/token**', 'POST');
  await page.keyboard.press('Enter');
  await expect(prompt.getByRole('button', { name: t.signingIn })).toBeVisible();
  release();

  // Signed in: the dialog and the toast go, the editor kept the answer, and Save saves it.
  await expect(prompt).toHaveCount(0);
  await expect(ended).toHaveCount(0);
  await expect(answer).toHaveValue(typed);
  await editor.getByRole('button', { name: t.save }).click();
  await expect(toastWith(page, t.saved)).toBeVisible();
  expect(await storedAnswer()).toBe(typed);
  await expect(page.getByRole('region', { name: question.en })).toContainText(typed);
});

test('in Spanish, at a phone’s width, the sign-in dialog speaks Spanish and the save goes through', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = texts.es;
  const { admin, editor, answer, typed } = await endSessionWithChangesOpen(page, context, 'es');

  const prompt = page.getByRole('dialog', { name: t.prompt });
  await expect(prompt.getByLabel(t.email)).toHaveValue(admin.email);
  await prompt.getByLabel(t.password).fill('no-es-la-contraseña');
  await prompt.getByRole('button', { name: t.signIn }).click();
  await expect(prompt.getByLabel(t.password)).toHaveAccessibleDescription(t.wrong);
  await expectNoEnglish(page, prompt);
  await expectNoAxeViolations(page, { allRules: true });
  // All of it on the phone's screen, nothing scrolled sideways.
  await expect(prompt.getByRole('button', { name: t.signIn })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await prompt.getByLabel(t.password).fill(admin.password);
  await prompt.getByRole('button', { name: t.signIn }).click();
  await expect(prompt).toHaveCount(0);
  await expect(toastWith(page, t.ended)).toHaveCount(0);
  await expect(answer).toHaveValue(typed);
  await editor.getByRole('button', { name: t.save }).click();
  await expect(toastWith(page, t.saved)).toBeVisible();
  expect(await storedAnswer()).toBe(typed);
});

test('after the sign-in dialog was cancelled, a save refused for the ended session opens it again', async ({
  page,
  context,
}) => {
  const t = texts.en;
  const session = await endSessionWithChangesOpen(page, context, 'en');
  const { admin, editor } = session;
  const prompt = page.getByRole('dialog', { name: t.prompt });
  await expect(prompt.getByRole('heading', { name: t.prompt })).toBeFocused();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(toastWith(page, t.ended)).toBeVisible();

  // Saving anyway: the database refuses it, and the sign-in dialog is back, focus in the password.
  await editor.getByRole('button', { name: t.save }).click();
  await expect(prompt.getByLabel(t.password)).toBeFocused();
  await expect(prompt.getByLabel(t.email)).toHaveValue(admin.email);
  // Cancelled again, another refused save brings it again.
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await editor.getByRole('button', { name: t.save }).click();
  await expect(prompt.getByLabel(t.password)).toBeFocused();

  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expectSignedInAndSaved(page, 'en', session);
});

test('keys typed into the editor as the session ends land in neither the e-mail nor the password', async ({
  page,
  context,
}) => {
  const t = texts.en;
  const { admin, answer, typed } = await endSessionWithChangesOpen(page, context, 'en', false);
  const prompt = page.getByRole('dialog', { name: t.prompt });
  // The owner keeps typing in the answer while the ending is found and the dialog opens.
  await answer.focus();
  const other = await signOutInAnotherTab(context);
  await page.bringToFront();
  const title = prompt.getByRole('heading', { name: t.prompt });
  for (let keys = 0; (await title.count()) === 0 && keys < 500; keys += 1) {
    await page.keyboard.type('x');
  }
  await page.keyboard.type('stray keys');
  await other.close();

  await expect(prompt.getByLabel(t.password)).toHaveValue('');
  await expect(prompt.getByLabel(t.email)).toHaveValue(admin.email);
  await expect(title).toBeFocused();
  // The e-mail is one Tab away; the answer kept what was typed before the dialog opened.
  await page.keyboard.press('Tab');
  await expect(prompt.getByLabel(t.email)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(answer).toHaveValue(new RegExp(`^${typed.replace(/[()]/g, '\\$&')}x*$`));
});

// The sign-in dialog's own code, a chunk of its own (docs/architecture.md#lazy-parts).
const signInModule = /\/_astro\/sign-in-dialog\.[\w-]+\.js$/;

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: when the sign-in dialog's code cannot be downloaded, a dialog says so over the editor's, which keeps its input, and Retry brings the sign-in${lang === 'es' ? ', at a phone’s width' : ', by keyboard'}`, async ({
    page,
    context,
  }) => {
    const t = texts[lang];
    if (lang === 'es') await page.setViewportSize({ width: 390, height: 844 });
    // As after a dropped connection, or a deploy that replaced the admin's files.
    await page.route(signInModule, (route) => route.abort('internetdisconnected'));
    const session = await endSessionWithChangesOpen(page, context, lang);
    const { admin } = session;

    const prompt = page.getByRole('dialog', { name: t.prompt });
    await expect(prompt).toHaveAccessibleDescription(t.partFailed);
    const retry = prompt.getByRole('button', { name: t.retry });
    await expect(retry).toBeVisible();
    // The editor's dialog is under it (inert, so not among the roles): its input is checked below.
    await expect(page).toHaveURL(/\/admin\/faqs$/);
    if (lang === 'es') {
      await expectNoEnglish(page, prompt);
      await expect(retry).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }

    // A Retry while the code still cannot be had says so again.
    await retry.click();
    await expect(prompt.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(prompt.getByLabel(t.password)).toHaveCount(0);

    // Once it can, Retry downloads it again: the sign-in dialog, then the save goes through.
    await page.unroute(signInModule);
    if (lang === 'en') {
      await tabTo(page, prompt.getByRole('button', { name: t.retry }), 4);
      await page.keyboard.press('Enter');
    } else await prompt.getByRole('button', { name: t.retry }).click();
    await expect(prompt.getByLabel(t.email)).toHaveValue(admin.email);
    await prompt.getByLabel(t.password).fill(admin.password);
    await prompt.getByLabel(t.password).press('Enter');
    await expectSignedInAndSaved(page, lang, session);
  });
}
