import { insertRequest } from './support/booking.ts';
import { editDialog, editFirstFaq, openEditor } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * On a 390 px phone (and a tablet's 800 px) every admin dialog's footer buttons are a finger's
 * 44 px tall (docs/product.md#editors), as the request dialog's Call and Text are: an editor's, a
 * question's and a booking request's. Read-only but for the request it stores and removes.
 */

test.use({ viewport: { width: 390, height: 844 } });

async function expectFingerSized(dialog: Locator, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    expect((await button.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
}

test('an editor’s Cancel and Save Changes and a question’s Cancel and Delete are 44 px tall, on a phone and a tablet @mobile-only', async ({
  page,
}) => {
  for (const width of [390, 800]) {
    await page.setViewportSize({ width, height: 844 });
    await checkEditorAndQuestion(page);
  }
});

async function checkEditorAndQuestion(page: Page): Promise<void> {
  await openEditor(page, '/admin/faqs');
  await editFirstFaq(page);
  const dialog = editDialog(page);
  await expectFingerSized(dialog, ['Cancel', 'Save Changes']);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Delete “/ })
    .first()
    .click();
  const question = page.getByRole('alertdialog');
  await expectFingerSized(question, ['Cancel', 'Delete']);
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toHaveCount(0);
}

test('a booking request’s Cerrar and Guardar are 44 px tall, as its Llamar is @mobile-only', async ({
  page,
}) => {
  const name = `Lucía Herrera ${Date.now()}`;
  await insertRequest(name, '(703) 555-0183');
  try {
    await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
    await openEditor(page, '/admin/bookings');
    await page.getByRole('button', { name: `Ver la solicitud de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Solicitud de ${name}` });
    const call = dialog.getByRole('link', { name: 'Llamar', exact: true });
    expect((await call.boundingBox())!.height, 'Llamar').toBeGreaterThanOrEqual(44);
    await expectFingerSized(dialog, ['Cerrar', 'Guardar']);
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});

test('a review’s rating stars are each a 44 × 44 px target, and the arrow keys still move the rating @mobile-only', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/testimonials');
  await page
    .getByRole('button', { name: /^Editar «/ })
    .first()
    .click();
  const rating = editDialog(page).getByRole('group', { name: 'Calificación' });
  const stars = rating.locator('label');
  await expect(stars).toHaveCount(5);
  for (const box of await stars.evaluateAll((labels) =>
    labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const checked = rating.getByRole('radio', { checked: true });
  const before = Number(await checked.inputValue());
  await checked.focus();
  await page.keyboard.press(before > 1 ? 'ArrowLeft' : 'ArrowRight');
  const after = rating.getByRole('radio', { checked: true });
  await expect(after).toHaveValue(String(before > 1 ? before - 1 : before + 1));
  await expect(after).toBeFocused();
});
