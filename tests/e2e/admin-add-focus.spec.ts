import { expect, test } from './support/test.ts';
import { editDialog, expectFocusedInSight, openAsNewAdmin, toastWith } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';

/*
 * From an owner's trial in the Spanish admin on a 390 × 844 phone, by keyboard: after an add the
 * page scrolled to the new expense while focus went back to 'Add Expense', left under the sticky
 * header (on Testimonials, 508 px above the screen). Focus now goes to the new entry's Edit, in
 * sight (docs/product.md#editors). The list editors' case is in publish-editors-testimonials,
 * which may add to the public site. Each test stores its own expenses, named after the project
 * and the moment, and removes them.
 */

const texts = {
  en: {
    add: 'Add Expense',
    addTitle: 'Add New Expense',
    name: 'Name',
    amount: 'Amount ($)',
    added: 'Expense added successfully',
    edit: (name: string) => `Edit “${name}”`,
  },
  es: {
    add: 'Agregar gasto',
    addTitle: 'Agregar gasto nuevo',
    name: 'Nombre',
    amount: 'Monto ($)',
    added: 'se agregó correctamente',
    edit: (name: string) => `Editar «${name}»`,
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: after an expense is added by keyboard, focus is on its Edit, on screen below the header @mobile`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const t = texts[lang];
    const name = `Focus ${lang} ${testInfo.project.name} ${Date.now()}`;
    // A list longer than the screen, due before the new one (which has no date and goes last).
    const listed = Array.from({ length: 14 }, (_, index) => ({
      name: `${name} ${String(index).padStart(2, '0')}`,
      amount: 10,
      frequency: 'monthly' as const,
      next_due_date: '2098-01-01',
    }));
    const db = serviceClient();
    const { error } = await db.from('expenses').insert(listed);
    expect(error).toBeNull();
    try {
      if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
      await openAsNewAdmin(page, '/admin/expenses', lang);
      const add = page.getByRole('button', { name: t.add });
      await add.focus();
      await page.keyboard.press('Enter');
      const dialog = editDialog(page);
      await expect(dialog.getByRole('heading', { name: t.addTitle })).toBeVisible();
      const added = `${name} new`;
      await dialog.getByLabel(t.name, { exact: true }).fill(added);
      await dialog.getByLabel(t.amount).fill('12.50');
      await dialog.getByLabel(t.amount).press('Enter');
      await expect(toastWith(page, t.added).first()).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await expectFocusedInSight(page, page.getByRole('button', { name: t.edit(added) }));
      // Add, which opened the dialog, is out of sight now: above the screen or under the header.
      await expect(add).not.toBeFocused();
    } finally {
      await db.from('expenses').delete().like('name', `${name}%`);
    }
  });
}
