import { expect, test, type Page } from './support/test.ts';
import { newAdmin, signInAs } from './support/auth.ts';
import { editDialog } from './support/editors.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';

// The content editors in Spanish: each page, and one dialog per editor, shows no English UI text
// (the owner's content excepted). Read-only: dialogs are opened and closed, nothing is saved.

let owner: { email: string; password: string };
test.beforeAll(async () => {
  // An admin of its own, with no language saved in its account: the browser's choice decides.
  owner = await newAdmin();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
});

/** Opens an editor page in Spanish, once its list (and every text) has loaded. */
async function openInSpanish(page: Page, path: string): Promise<void> {
  await signInAs(page, owner);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
}

/** Opens the dialog `opener` names, scans it and the page under it, and closes it unchanged. */
async function scanDialog(page: Page, opener: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: opener }).first().click();
  await expect(editDialog(page).getByRole('heading').first()).toBeVisible();
  await expectNoEnglish(page);
}

const editors = [
  { path: '/admin/hero', opener: 'Editar la portada (EN)' },
  { path: '/admin/packages', opener: /^Editar/ },
  { path: '/admin/services', opener: /^Editar/ },
  { path: '/admin/about', opener: /^Editar/ },
  { path: '/admin/testimonials', opener: /^Editar/ },
  { path: '/admin/faqs', opener: /^Editar/ },
  { path: '/admin/social', opener: /^Editar/ },
] as const;

for (const { path, opener } of editors) {
  test(`${path} and its edit dialog are Spanish @mobile`, async ({ page }) => {
    await openInSpanish(page, path);
    await expectNoEnglish(page);
    await scanDialog(page, opener);
  });
}

test('a list’s cards show Spanish first when stacked on a phone, English first side by side, as their dialog does @mobile', async ({
  page,
  isMobile,
}) => {
  await openInSpanish(page, '/admin/faqs');
  const card = page.locator('[data-slot="en"]').first().locator('..');
  const order = () =>
    card
      .locator(':scope > [data-slot]')
      .evaluateAll((columns) => columns.map((column) => (column as HTMLElement).dataset.slot));
  expect(await order()).toEqual(isMobile ? ['es', 'en'] : ['en', 'es']);
  // The card's first words on a phone are Spanish: the label above its first column says so.
  await expect(card.locator(':scope > [data-slot]').first()).toContainText(isMobile ? 'ES' : 'EN');
});

test('the hero dialog’s image slot is Spanish: library, upload box and a refused file @mobile', async ({
  page,
}) => {
  await openInSpanish(page, '/admin/hero');
  await scanDialog(page, 'Editar la portada (EN)');
  const slot = editDialog(page).getByRole('group', { name: 'Imagen de fondo' }).first();
  await slot.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
  await expect(
    slot.getByText(/^La biblioteca todavía no tiene imágenes/).or(slot.getByRole('radiogroup')),
  ).toBeVisible();
  await expectNoEnglish(page);
  await slot.getByRole('button', { name: 'Subir una imagen nueva' }).click();
  await expect(slot.getByLabel('Elegir una foto')).toBeVisible();
  await expectNoEnglish(page);
  // A file that is not an image is refused before any request, in Spanish.
  await slot.getByLabel('Elegir una foto').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('Tipo de archivo no válido')).toBeVisible();
  await expect(page.getByText('Suba un archivo de imagen')).toBeVisible();
  await expectNoEnglish(page);
});

test('an add-on’s price switches to words and back, and a missing amount is refused, in Spanish @mobile', async ({
  page,
}) => {
  await openInSpanish(page, '/admin/services');
  await scanDialog(page, /^Editar/);
  const dialog = editDialog(page);
  await dialog.getByRole('switch', { name: 'Precio en palabras por idioma' }).click();
  await expect(dialog.getByLabel('Precio en palabras').first()).toBeVisible();
  await expectNoEnglish(page);
  await dialog.getByRole('switch', { name: 'Precio en palabras por idioma' }).click();
  await dialog.getByLabel('Precio', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByLabel('Precio', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoEnglish(page);
});

test('the add-ons’ icons are named in Spanish on their cards and in the dialog’s grid, which fits a phone @mobile', async ({
  page,
  isMobile,
}) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await openInSpanish(page, '/admin/services');
  const headlights = page.getByRole('region', { name: 'Restauración de faros', exact: true });
  await expect(headlights.getByText('Bombilla', { exact: true })).toBeVisible();
  await headlights.getByRole('button', { name: /^Editar/ }).click();
  const icons = editDialog(page).getByRole('group', { name: 'Icono', exact: true });
  await expect(icons.getByRole('radio', { name: 'Bombilla' })).toBeChecked();
  await expect(icons.getByRole('radio', { name: 'Aerosol' })).not.toBeChecked();
  await expect(
    editDialog(page).getByRole('button', { name: 'Otro icono por nombre' }),
  ).toHaveAttribute('aria-expanded', 'false');
  await expectNoEnglish(page);
  // Every choice is whole on the screen, a finger's 44 px at least, its name inside it.
  const width = page.viewportSize()!.width;
  for (const choice of await icons.locator('label').all()) {
    const box = (await choice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await choice.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  }
  // The name field says the pictures are the easy way.
  await editDialog(page).getByRole('button', { name: 'Otro icono por nombre' }).click();
  await expect(editDialog(page).getByLabel('Nombre del icono')).toHaveAccessibleDescription(
    /^Lo más fácil es elegir una imagen de arriba\./,
  );
  // The History names the icon as the grid does: the seed's Lightbulb is 'Bombilla' there too.
  await editDialog(page).getByRole('button', { name: 'Historial' }).click();
  const versions = editDialog(page).getByRole('list', { name: 'Versiones' });
  const added = versions.getByRole('listitem').last();
  await expect(added.getByRole('insertion').filter({ hasText: 'Bombilla' })).toHaveCount(1);
  // Spanish words, said so to a screen reader and a translator (not a code name kept as is).
  await expect(added.getByText('Bombilla', { exact: true })).toHaveAttribute('lang', 'es');
  await expect(versions).not.toContainText('Lightbulb');
  await expectNoEnglish(page);
});

test('the image library is Spanish: upload box, search, filter and the empty grid @mobile', async ({
  page,
}) => {
  await openInSpanish(page, '/admin/images');
  await expect(page.getByRole('region', { name: 'Subir imagen' })).toBeVisible();
  await expect(page.getByPlaceholder('Archivo o texto alternativo…')).toBeVisible();
  await page.getByLabel('Filtrar por categoría').selectOption('testimonials');
  await expect(page.getByRole('region', { name: 'Subir imagen' })).toBeVisible();
  await expectNoEnglish(page);
  // The carousel's note shows under the upload box for a Testimonials upload.
  await page
    .getByRole('region', { name: 'Subir imagen' })
    .getByLabel('Categoría', { exact: true })
    .selectOption('testimonials');
  await expect(page.getByText(/carrusel de reseñas/).first()).toBeVisible();
  await expectNoEnglish(page);
});

test('the upload box’s button speaks the admin’s language, and the keyboard reaches and opens it @mobile', async ({
  page,
}) => {
  // Waiting for the chooser turns on Playwright's interception of file choosers, a message to the
  // browser of its own: asked for well before Space, so a busy machine cannot let the press win.
  const chooser = page.waitForEvent('filechooser');
  await openInSpanish(page, '/admin/images');
  const upload = page.getByRole('region', { name: 'Subir imagen' });
  // The browser's own 'Choose File' would be in the browser's language: the button is the admin's.
  const button = upload.getByText('Elegir una foto', { exact: true });
  await expect(button).toBeVisible();
  const input = upload.getByLabel('Elegir una foto');
  // Named by what it shows (WCAG 2.5.3: a voice user says the words on the button), then its label.
  await expect(input).toHaveAccessibleName('Elegir una foto Archivo de imagen');
  // The see-through input lies over the button and takes the tap.
  const [box, over] = [(await button.boundingBox())!, (await input.boundingBox())!];
  expect(over).toEqual(box);
  await upload.getByLabel('Categoría', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await expect(button).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Space');
  expect((await chooser).isMultiple()).toBe(false);
});

test('a history that cannot be read says so in Spanish, the service’s message aside @mobile', async ({
  page,
}) => {
  await page.route('**/rest/v1/rpc/entry_history**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'history store offline', details: null }),
    }),
  );
  await openInSpanish(page, '/admin/faqs');
  await page
    .getByRole('button', { name: /^Editar/ })
    .first()
    .click();
  await editDialog(page).getByRole('button', { name: 'Historial' }).click();
  const alert = editDialog(page).getByRole('alert');
  await expect(alert).toHaveText(
    'No fue posible cargar el historial: history store offline. Vuelva a cargar la página para intentarlo de nuevo.',
  );
});

test('a list that cannot be read for want of a connection says so in Spanish, not in the browser’s words', async ({
  page,
}) => {
  await page.route('**/rest/v1/faq_items**', (route) =>
    route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.route('**/rest/v1/rpc/list_admins**', (route) => route.abort('internetdisconnected'));
  await openInSpanish(page, '/admin/faqs');
  await expect(page.getByRole('alert')).toHaveText(
    'No fue posible cargar la lista: no se pudo conectar con el servidor (revise su conexión). Vuelva a cargar la página para intentarlo de nuevo.',
  );
  await expectNoEnglish(page);

  await page.goto('/admin/admins');
  await expect(page.getByRole('alert')).toHaveText(
    'No fue posible cargar los administradores: no se pudo conectar con el servidor (revise su conexión). Vuelva a cargar la página para intentarlo de nuevo.',
  );
  await expectNoEnglish(page);
});

test('the package dialog’s price warnings are Spanish @mobile', async ({ page }) => {
  await openInSpanish(page, '/admin/packages');
  await scanDialog(page, /^Editar/);
  const dialog = editDialog(page);
  await dialog.getByLabel('Precio SUV de 2 filas').fill('1950');
  await expect(
    dialog.getByText('Más de 3 veces el precio sedán: revise si sobra un cero.'),
  ).toBeVisible();
  await dialog.getByLabel('Precio SUV de 3 filas').fill('100');
  await expect(dialog.getByText('Más bajo que el precio sedán. ¿Es correcto?')).toBeVisible();
  await expectNoEnglish(page);
});
