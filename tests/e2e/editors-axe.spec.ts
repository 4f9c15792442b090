import { expect, test } from './support/test.ts';
import { editDialog, openEditor } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Read-only: dialogs are opened and closed, nothing is saved.

const editors = [
  { path: '/admin/hero', open: /^Edit hero content \(EN\)/, title: /^Edit Hero Content/ },
  { path: '/admin/packages', open: /^Edit/, title: 'Edit Service Package' },
  { path: '/admin/faqs', open: /^Edit/, title: 'Edit FAQ' },
] as const;

for (const { path, open, title } of editors) {
  test(`${path} has no WCAG 2 A/AA violation, with and without its dialog open @mobile`, async ({
    page,
  }) => {
    await openEditor(page, path);
    await expect(page.getByRole('button', { name: open }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: open }).first().click();
    await expect(editDialog(page).getByRole('heading', { name: title })).toBeVisible();
    await expectNoAxeViolations(page);

    // With a validation message at a field and the discard question on top.
    const first = editDialog(page).getByRole('textbox').first();
    await first.fill('');
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('heading'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the FAQ delete confirmation has no WCAG 2 A/AA violation @mobile', async ({ page }) => {
  await openEditor(page, '/admin/faqs');
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(
    page.getByRole('alertdialog', { name: 'Delete this FAQ?' }).getByRole('heading'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
