import { devices, expect, test, type Page } from './support/test.ts';
import {
  confirmByKeyboard,
  editDialog,
  failWrites,
  holdRequests,
  openEditor,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { expectNoAxeViolationsDesktopAndPhone } from './support/axe.ts';
import {
  gridItems,
  imageNamed,
  imageWithAlt,
  imagesNamed,
  isGone,
  openLibrary,
  paintedPng,
  pickToDescribe,
  removeImages,
  served,
  slotTexts,
  uploadThroughLibrary,
  withEnglishHeroImage,
  type LibraryImage,
} from './support/images.ts';
import { adminClient } from './support/stack.ts';

// The library's grid on the real stack: search, filter, edit, copy and delete images uploaded
// through the page. Each test removes the images it made.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const made: LibraryImage[] = [];
test.afterEach(async () => {
  await removeImages(made.splice(0));
});

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test('search and the category filter narrow the grid, newest first', async ({ page }) => {
  await openLibrary(page);
  const tag = unique('narrow');
  const older = await uploadThroughLibrary(page, `${tag}-wheel`, 'services');
  const newer = await uploadThroughLibrary(page, `${tag}-foam`, 'about');
  made.push(older, newer);
  await expect(gridItems(page).nth(0)).toContainText(`${tag}-foam`);
  await expect(gridItems(page).nth(1)).toContainText(`${tag}-wheel`);

  const search = page.getByPlaceholder('Search by filename or alt text...');
  await search.fill(tag);
  await expect(gridItems(page)).toHaveCount(2);
  await search.fill(`${tag}-WHEEL`);
  await expect(gridItems(page)).toHaveCount(1);
  await expect(gridItems(page)).toContainText(`${tag}-wheel`);
  // An upload has no alt text yet: its tile says so and shows the name it was uploaded under.
  await search.fill(`${tag}-wheel.png`);
  await expect(gridItems(page)).toHaveText([new RegExp(`No title.*${tag}-wheel\\.png`)]);

  await search.fill(tag);
  const filter = page.getByLabel('Filter by category');
  await filter.selectOption('about');
  await expect(gridItems(page)).toHaveText([new RegExp(`${tag}-foam`)]);
  await filter.selectOption('hero');
  await expect(gridItems(page)).toHaveCount(0);
  await expect(
    page.getByText('No images found. Upload your first image to get started.'),
  ).toBeVisible();
  await filter.selectOption({ label: 'All Categories' });
  await expect(gridItems(page)).toHaveCount(2);
});

test('the edit dialog changes alt text, Spanish alt text, category and carousel position', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('edit-me');
  made.push(await uploadThroughLibrary(page, name));
  const card = gridItems(page).first();
  await expect(card).toContainText(name);
  // Hidden until the card is hovered or holds keyboard focus: Tab from the filter reaches them.
  const actions = card.locator('[data-actions]');
  await expect(actions).toHaveCSS('opacity', '0');
  await page.getByLabel('Filter by category').focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: `Copy URL of ${name}` })).toBeFocused();
  await expect(actions).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = editDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Edit Image Metadata' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible();

  await dialog.getByLabel('Alt text', { exact: true }).fill('  ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Alt text', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(/is the file name: describe what the photo shows/)).toBeVisible();

  const alt = `${name} polished`;
  await dialog.getByLabel('Alt text', { exact: true }).fill(alt);
  await dialog.getByLabel('Alt text (Spanish)').fill(`${name} pulido`);
  await dialog.getByLabel('Category').selectOption('testimonials');
  await dialog.getByLabel('Carousel position').fill('3');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Image updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(gridItems(page).first()).toContainText(alt);
  await expect(gridItems(page).first()).toContainText('Testimonials');
  expect(await imageWithAlt(alt)).toMatchObject({
    alt_text_es: `${name} pulido`,
    category: 'testimonials',
    display_order: 3,
  });
  await waitForPublish(page);
});

/** Uploads an image named after `label` through the library, then opens its Edit Image Metadata. */
async function editNewImage(page: Page, label: string) {
  await openLibrary(page);
  const name = unique(label);
  const image = await uploadThroughLibrary(page, name);
  made.push(image);
  await gridItems(page).filter({ hasText: name }).hover();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = editDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Edit Image Metadata' })).toBeVisible();
  return { name, image, dialog };
}

// An owner's report: the image details' failed save said only 'The entry was not saved'. Its toast
// names the image as its tile does: an upload without alt text by its file name.
test('a failed metadata save names the image, keeps what was typed, in a red toast', async ({
  page,
}) => {
  const { name, dialog } = await editNewImage(page, 'offline');
  await failWrites(page, 'images');
  const alt = dialog.getByLabel('Alt text', { exact: true });
  await alt.fill(`${name} polished`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const failure = toastWith(page, 'Error updating image');
  await expect(failure).toContainText(
    `The image “${name}.png” was not saved: Could not reach the server.`,
  );
  await expect(failure).toHaveAttribute('data-type', 'error');
  await expect(alt).toHaveValue(`${name} polished`);
});

test('a metadata save over a change made elsewhere is refused, and "Load their version" shows theirs', async ({
  page,
}) => {
  const { name, image, dialog } = await editNewImage(page, 'conflict');

  // Another admin saves the Spanish alt text while this dialog is open.
  const admin = await adminClient();
  const { error } = await admin
    .from('images')
    .update({ alt_text_es: `${name} suyo` })
    .eq('id', image.id);
  expect(error).toBeNull();
  await dialog.getByLabel('Alt text', { exact: true }).fill(`${name} mine`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  const notice = dialog.getByRole('alert');
  // It names the image as its tile did when the dialog opened.
  await expect(notice).toContainText(`The image “${name}.png” was changed by someone else`);
  // The notice says it, with no toast over it (docs/product.md#messages).
  await expect(toastWith(page, 'Error updating image')).toHaveCount(0);
  expect(await imageNamed(name)).toMatchObject({ alt_text: null, alt_text_es: `${name} suyo` });

  await notice.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog.getByLabel('Alt text (Spanish)')).toHaveValue(`${name} suyo`);
  await expect(dialog.getByLabel('Alt text', { exact: true })).toHaveValue('');
  // Against their version, the next save goes through and keeps their Spanish text.
  await dialog.getByLabel('Alt text', { exact: true }).fill(`${name} mine`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Image updated successfully')).toBeVisible();
  expect(await imageWithAlt(`${name} mine`)).toMatchObject({ alt_text_es: `${name} suyo` });
});

test('copy URL puts the public URL on the clipboard, and that URL serves the image', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('copy-me');
  const image = await uploadThroughLibrary(page, name);
  made.push(image);
  await gridItems(page).filter({ hasText: name }).hover();
  const copy = page.getByRole('button', { name: `Copy URL of ${name}` });
  await copy.hover();
  await expect(page.getByRole('tooltip')).toContainText(`Copy URL of ${name}`);
  await copy.click();
  await expect(toastWith(page, 'URL copied to clipboard')).toBeVisible();
  // Used, the button's tooltip goes: it would sit over Edit and Delete.
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(image.url);
  expect((await served(page, copied)).type).toBe('image/png');
});

test('at phone width, each action of a tile shows its whole tooltip to a keyboard user', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('a-rather-long-photo-name-for-its-tooltip');
  made.push(await uploadThroughLibrary(page, name));
  await page.setViewportSize({ width: 390, height: 844 });
  // Only this photo in the grid; from the search, Tab reaches the filter, then its actions.
  await page.getByPlaceholder('Search by filename or alt text...').fill(name);
  await expect(gridItems(page)).toHaveCount(1);
  await page.keyboard.press('Tab');
  for (const action of ['Copy URL of', 'Edit', 'Delete']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `${action} ${name}.png` })).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(`${action} ${name}.png`);
    const box = (await tooltip.boundingBox())!;
    expect(box.x, action).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, action).toBeLessThanOrEqual(390);
  }
});

test('on a phone, a tap on Copy URL, or on Edit then Cancel, leaves no tooltip over the tile', async ({
  page: laptop,
  browser,
  baseURL,
}) => {
  await openLibrary(laptop);
  const name = unique('tap-copy');
  made.push(await uploadThroughLibrary(laptop, name));
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    const page = await context.newPage();
    await openLibrary(page);
    await page.getByRole('button', { name: `Copy URL of ${name}` }).tap();
    await expect(toastWith(page, 'URL copied to clipboard')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await expect(edit).toBeVisible();
    // A dialog opened and closed by taps gives the focus back to Edit: no tooltip comes with it.
    await edit.tap();
    await editDialog(page).getByRole('button', { name: 'Cancel' }).tap();
    await expect(editDialog(page)).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('delete asks first, then removes the grid item, the row and the file', async ({ page }) => {
  await openLibrary(page);
  const name = unique('delete-me');
  const image = await uploadThroughLibrary(page, name);
  made.push(image);
  await gridItems(page).filter({ hasText: name }).hover();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete this image?' });
  // Said plainly: nothing brings the photo back once it is deleted.
  await expect(question).toHaveAccessibleDescription(
    'The file is removed from storage and the image from the library. This cannot be undone.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(gridItems(page).filter({ hasText: name })).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await question.getByRole('button', { name: 'Delete image' }).click();
  await expect(toastWith(page, 'Image deleted successfully')).toBeVisible();
  await expect(gridItems(page).filter({ hasText: name })).toHaveCount(0);
  expect(await imagesNamed(name)).toEqual([]);
  expect(await isGone(page, image.url)).toBe(true);
  await waitForPublish(page);
});

test('deleting by the keyboard keeps the focus: on Delete image if it failed, then on the Delete of the image shown in its place', async ({
  page,
}) => {
  await openLibrary(page);
  const tag = unique('focus');
  const older = await uploadThroughLibrary(page, `${tag}-older`);
  const newer = await uploadThroughLibrary(page, `${tag}-newer`);
  made.push(older, newer);
  await page.getByPlaceholder('Search by filename or alt text...').fill(tag);
  await expect(gridItems(page)).toHaveCount(2);
  const question = page.getByRole('alertdialog', { name: 'Delete this image?' });
  // 'Delete image', 'Deleting...' while it runs.
  const confirm = question.getByRole('button', { name: /^(Delete image|Deleting\.\.\.)$/ });
  const remove = page.getByRole('button', { name: `Delete ${tag}-newer` });
  await remove.focus();

  // Cut off before anything is removed: the question stays, its Delete image keeping focus.
  const cutOff = await holdRequests(page, '**/storage/v1/object/**', 'DELETE', true);
  await confirmByKeyboard(page, confirm);
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm).toBeFocused();
  cutOff();
  await expect(toastWith(page, 'Error deleting image')).toBeVisible();
  await expect(confirm).not.toHaveAttribute('aria-disabled');
  await expect(confirm).toBeFocused();
  await page.unrouteAll({ behavior: 'wait' });

  const held = await holdRequests(page, '**/storage/v1/object/**', 'DELETE');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  held();
  await expect(toastWith(page, 'Image deleted successfully')).toBeVisible();
  await expect(gridItems(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Delete ${tag}-older` })).toBeFocused();

  // The last image shown gone, the search box has it.
  await confirmByKeyboard(page, confirm);
  await expect(gridItems(page)).toHaveCount(0);
  await expect(page.getByPlaceholder('Search by filename or alt text...')).toBeFocused();
});

test('deleting an image the hero uses says where, then takes it off the hero', async ({ page }) => {
  const admin = await adminClient();
  await openLibrary(page);
  const name = unique('hero-in-use');
  const image = await uploadThroughLibrary(page, name, 'hero');
  made.push(image);
  await withEnglishHeroImage(page, image.url, async (heroId) => {
    await gridItems(page).filter({ hasText: name }).hover();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete this image?' });
    await expect(question).toHaveAccessibleDescription(
      'This image is still used by Hero Section: deleting it removes it from there too, and no photo shows there until you choose another. The file is removed from storage and the image from the library. This cannot be undone.',
    );
    await question.getByRole('button', { name: 'Delete image' }).click();
    await expect(toastWith(page, 'Image deleted successfully')).toBeVisible();
    const { data: after } = await admin
      .from('hero_content')
      .select('background_image_url')
      .eq('id', heroId)
      .single();
    expect(after!.background_image_url).toBeNull();
  });
});

test('the library with the edit dialog open has no axe violations, desktop and phone', async ({
  page,
}) => {
  await openLibrary(page);
  const name = unique('axe');
  made.push(await uploadThroughLibrary(page, name));
  await expectNoAxeViolationsDesktopAndPhone(page);
  await gridItems(page).filter({ hasText: name }).hover();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(
    editDialog(page).getByRole('heading', { name: 'Edit Image Metadata' }),
  ).toBeVisible();
  await expectNoAxeViolationsDesktopAndPhone(page);
});

test("the hero dialog's image picker, with the library, the upload and a photo's description open, has no axe violations", async ({
  page,
}) => {
  // Three views, each checked at two sizes.
  test.setTimeout(150_000);
  await openLibrary(page);
  const name = unique('picker-axe');
  made.push(await uploadThroughLibrary(page, name, 'hero'));
  await openEditor(page, '/admin/hero');
  await page.getByRole('button', { name: 'Edit hero content (EN)' }).click();
  // One slot for both languages: the library, then the upload.
  const slot = editDialog(page).getByRole('group', { name: 'Background image' });
  await slot.getByRole('button', { name: 'Choose from library' }).click();
  await expect(slot.getByRole('radio', { name })).toBeVisible();
  await expectNoAxeViolationsDesktopAndPhone(page);
  await slot.getByRole('button', { name: 'Upload new image' }).click();
  await expect(slot.getByLabel('Choose a photo')).toBeVisible();
  await expectNoAxeViolationsDesktopAndPhone(page);
  // A picked photo's description, asked before anything is stored.
  await slot.getByLabel('Choose a photo').setInputFiles({
    name: `${name}-described.png`,
    mimeType: 'image/png',
    buffer: await paintedPng(page),
  });
  await expect(slot.getByRole('group', { name: 'Describe the photo' })).toBeVisible();
  await expectNoAxeViolationsDesktopAndPhone(page);
});

const inlineUpload = {
  en: {
    edit: 'Edit “Gold”',
    photo: 'Photo',
    upload: 'Upload new image',
    uploaded: 'Image uploaded successfully',
    saved: 'Package updated successfully',
  },
  es: {
    edit: 'Editar «Oro»',
    photo: 'Foto',
    upload: 'Subir una imagen nueva',
    uploaded: 'Imagen subida correctamente',
    saved: 'El paquete se actualizó correctamente',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const texts = inlineUpload[lang];
  // The upload box closes once its photo is in: the focus it held dropped to the page's start in
  // an owner's trial, losing a keyboard's or screen reader's place in the dialog. The photo is
  // described first, by the keyboard here: Enter in its field uploads it, and never saves the
  // package around it.
  test(`after an upload in an editor dialog the focus is on its slot’s upload button (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('admin-language', lang), lang);
    await openEditor(page, '/admin/packages');
    await page.getByRole('button', { name: texts.edit }).click();
    const slot = editDialog(page).getByRole('group', { name: texts.photo, exact: true });
    const opener = slot.getByRole('button', { name: texts.upload });
    await opener.click();
    const name = unique('inline-focus');
    const input = slot.getByLabel(slotTexts[lang].file);
    await input.focus();
    const described = await pickToDescribe(page, slot, name, lang);
    // The first field is the admin's own language's.
    const first = described[lang === 'es' ? 'spanish' : 'english'];
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await first.press('Enter');
    await expect(toastWith(page, texts.uploaded)).toBeVisible();
    made.push(await imageNamed(name));
    await expect(input).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(editDialog(page)).toHaveCount(1);
    await expect(toastWith(page, texts.saved)).toHaveCount(0);
  });
}
