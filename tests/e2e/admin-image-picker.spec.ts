import { expect, test, type Locator } from './support/test.ts';
import { editDialog, openEditor } from './support/editors.ts';

// The editors' image picker on a 390 px phone, in both admin languages: the library it opens lies
// below the dialog's visible part, so it is scrolled into view and takes the focus; pressing
// 'Choose from library' seemed to do nothing in an owner's trial (docs/product.md#image-library).
// Read-only: the dialog is opened and closed, nothing is saved (publish-image-picker.spec.ts
// chooses and saves).

const admin = {
  en: { edit: 'Edit “Gold”', photo: 'Photo', choose: 'Choose from library' },
  es: { edit: 'Editar «Oro»', photo: 'Foto', choose: 'Elegir de la biblioteca' },
} as const;

/** Whether a text box shows its whole placeholder: the text's width within the box's content. */
function placeholderFits(input: Locator) {
  return input.evaluate((box: HTMLInputElement) => {
    const style = getComputedStyle(box);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = style.font;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return canvas.measureText(box.placeholder).width <= room;
  });
}

for (const lang of ['en', 'es'] as const) {
  const texts = admin[lang];
  test(`on a phone the opened library is scrolled into view and has the focus (${lang}) @mobile-only`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('admin-language', lang), lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page, '/admin/packages');
    await page.getByRole('button', { name: texts.edit }).click();
    const slot = editDialog(page).getByRole('group', { name: texts.photo, exact: true });
    const opener = slot.getByRole('button', { name: texts.choose });
    // The slot's buttons are reached as the owner would: scrolled to, no further.
    await opener.scrollIntoViewIfNeeded();
    await opener.tap();
    // The opened library, last in the slot (its filter and the images, or what to do when there
    // are none), is on screen whole once loaded.
    const library = slot.locator(':scope > div').last();
    await expect(library.getByRole('combobox')).toBeVisible();
    await expect(library).toBeInViewport({ ratio: 1 });
    await expect(slot.getByRole('group', { name: texts.choose })).toBeFocused();
    // Its search box says what it searches in full ('Buscar por archivo o texto alternativ' was
    // cut in the library itself in the trial).
    expect(await placeholderFits(library.getByRole('searchbox'))).toBe(true);
  });
}
