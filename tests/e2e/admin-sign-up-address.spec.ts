import { expect, test, type Page } from './support/test.ts';
import { newAdmin, signInAs } from './support/auth.ts';
import { toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';

// The Admins page's sign-up address on a 390 px phone: the owner sends it to a new helper, and a
// phone offered no way to copy or share it (an owner's trial). Copy puts it on the clipboard;
// a refused clipboard leaves it selected to copy by hand; Share, where the device has it, hands it
// to the device's share sheet (stood in for by a recorder: headless Chromium has none).
// Read-only: nothing is saved.

test.use({ viewport: { width: 390, height: 844 } });

/** Opens the Admins page as an admin of its own in `lang`; answers the whole sign-up address. */
async function openAdmins(page: Page, lang: 'en' | 'es'): Promise<string> {
  await page.addInitScript((lang) => localStorage.setItem('admin-language', lang), lang);
  await signInAs(page, await newAdmin());
  await page.goto('/admin/admins');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return new URL('/auth', page.url()).href;
}

test('Copy puts the sign-up address on the clipboard, by the keyboard, and no Share without one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
  const signUp = await openAdmins(page, 'en');
  await expect(page.getByRole('textbox', { name: 'Sign-up address' })).toHaveValue(signUp);
  const actions = page.getByRole('group', { name: 'Sign-up address' });
  const copy = actions.getByRole('button', { name: 'Copy' });
  expect((await copy.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(actions.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Copied')).toContainText('Paste it in a message to the new admin.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signUp);
});

test('in Spanish, a refused clipboard leaves the address selected, and Share hands it on', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, 'shared', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    });
    Object.defineProperty(Clipboard.prototype, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  const signUp = await openAdmins(page, 'es');
  const field = page.getByRole('textbox', { name: 'Dirección para registrarse' });
  const actions = page.getByRole('group', { name: 'Dirección para registrarse' });

  await actions.getByRole('button', { name: 'Copiar' }).click();
  await expect(toastWith(page, 'No se pudo copiar')).toContainText(
    'La dirección quedó seleccionada: cópiela desde ahí.',
  );
  await expect(field).toBeFocused();
  const selected = await field.evaluate((input: HTMLInputElement) =>
    input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
  );
  expect(selected).toBe(signUp);

  const share = actions.getByRole('button', { name: 'Compartir' });
  expect((await share.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await share.click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([
    {
      title: 'Regístrese para el panel',
      text: 'Regístrese aquí para el panel del sitio, con su propio correo y contraseña, y luego dígame ese correo.',
      url: signUp,
    },
  ]);
  await expectNoEnglish(page);
});
