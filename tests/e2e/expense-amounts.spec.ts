import { expect, test, type Locator, type Page } from './support/test.ts';
import { editDialog, openAsNewAdmin, toastWith } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';
import { businessToday } from '../../src/lib/business-time.ts';

/*
 * The expense tracker with amounts out of the ordinary, from an owner's trial: a typo of
 * 4999999999 a month was saved without a word, and its totals ran past the cards' edge, the page
 * scrolled sideways at 320 px and the toast was cut off. Each test stores its own expenses, named
 * after the project and the moment, and removes them; another project's may add to the totals
 * meanwhile, so the figures are checked for their length and their place, not their value.
 */

const texts = {
  en: {
    description:
      'Running costs of the website and the business’s software and services: hosting, domain, ' +
      'e-mail, subscriptions. One-time costs are listed but not counted in the totals.',
    cards: ['Monthly Total', 'Annual Total', 'Active Expenses'],
    list: 'Expenses, by next due date',
    markPaid: (name: string) => `Mark paid: “${name}”`,
    markedPaid: 'marked as paid: next due',
    add: 'Add Expense',
    addTitle: 'Add New Expense',
    name: 'Name',
    amount: 'Amount ($)',
    warning: 'Over $1,000 a month: check for an extra zero.',
    question: 'Save $4,999,999,999.00 a month?',
    cancel: 'Cancel',
    saveAnyway: 'Save anyway',
    added: 'Expense added successfully',
    edit: (name: string) => `Edit “${name}”`,
    save: 'Save Changes',
    updated: 'Expense updated successfully',
  },
  es: {
    description:
      'Los gastos recurrentes del sitio web y del software y los servicios del negocio: ' +
      'hospedaje, dominio, correo electrónico, suscripciones. Los pagos únicos aparecen en la ' +
      'lista, pero no se suman a los totales.',
    cards: ['Total mensual', 'Total anual', 'Gastos activos'],
    list: 'Gastos, por próximo vencimiento',
    markPaid: (name: string) => `Marcar como pagado: «${name}»`,
    markedPaid: 'marcado como pagado: próximo vencimiento',
    add: 'Agregar gasto',
    addTitle: 'Agregar gasto nuevo',
    name: 'Nombre',
    amount: 'Monto ($)',
    warning: 'Más de $1,000 al mes: revise si sobra un cero.',
    question: '¿Guardar $4,999,999,999.00 al mes?',
    cancel: 'Cancelar',
    saveAnyway: 'Guardar de todos modos',
    added: 'se agregó correctamente',
    edit: (name: string) => `Editar «${name}»`,
    save: 'Guardar cambios',
    updated: 'se actualizó correctamente',
  },
} as const;

/** A calendar date `days` from today on the business's calendar. */
const inDays = (days: number) => businessToday(new Date(Date.now() + days * 86_400_000));

/** How far the page reaches past the viewport's right edge (0: it does not scroll sideways). */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The cards' figures that are not whole in view: their text past their card's edges or the
 * viewport's, or cut off by their own box.
 */
function hiddenFigures(page: Page): Promise<string[]> {
  return page.locator('[data-count]').evaluateAll((figures) =>
    figures.flatMap((figure) => {
      const text = document.createRange();
      text.selectNodeContents(figure);
      const box = text.getBoundingClientRect();
      const card = figure.closest('[aria-labelledby]')!.getBoundingClientRect();
      const whole =
        box.left >= card.left &&
        box.right <= card.right &&
        box.left >= 0 &&
        box.right <= window.innerWidth &&
        figure.scrollWidth <= figure.clientWidth;
      return whole ? [] : [`${figure.textContent}: ${box.left}–${box.right} in ${card.right}`];
    }),
  );
}

/** Fails unless `target` lies within the viewport's width. */
async function expectWithinWidth(page: Page, target: Locator, what: string): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: at 320 px the largest totals fit their cards, the page does not scroll sideways and a toast is whole @mobile`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const t = texts[lang];
    const name = `Huge ${lang} ${testInfo.project.name} ${Date.now()}`;
    // Ten of the largest amount the form takes, a month: $1,199,999,999,998.80 a year.
    const huge = Array.from({ length: 10 }, (_, index) => ({
      name: `${name} ${index}`,
      amount: 9_999_999_999.99,
      frequency: 'monthly' as const,
      next_due_date: '2099-01-01',
    }));
    const due = `${name} due`;
    const db = serviceClient();
    const { error } = await db
      .from('expenses')
      .insert([
        ...huge,
        { name: due, amount: 12.5, frequency: 'yearly', next_due_date: inDays(2) },
      ]);
    expect(error).toBeNull();
    try {
      await page.setViewportSize({ width: 320, height: 700 });
      await openAsNewAdmin(page, '/admin/expenses', lang);
      const [monthly, annual, active] = t.cards.map((title) =>
        page.getByRole('region', { name: title, exact: true }).locator('[data-count]'),
      );
      await expect(monthly!).toHaveText(/^\$\d{1,3}(,\d{3}){3,}\.\d\d$/);
      await expect(annual!).toHaveText(/^\$\d{1,3}(,\d{3}){4,}\.\d\d$/);
      await expect(active!).toHaveText(/^\d+$/);
      const item = page
        .getByRole('list', { name: t.list })
        .getByRole('listitem')
        .filter({ hasText: `${name} 0` });
      await expect(item).toContainText('$9,999,999,999.99');
      expect(await hiddenFigures(page)).toEqual([]);
      expect(await pastTheEdge(page)).toBe(0);
      await expectWithinWidth(page, item.getByText('$9,999,999,999.99'), 'the amount');
      await expectWithinWidth(page, item, 'the expense');

      // Mark paid's toast is the longest the page shows, with Undo.
      await page
        .getByRole('list', { name: t.list })
        .getByRole('button', { name: t.markPaid(due) })
        .click();
      const toast = toastWith(page, t.markedPaid);
      await expect(toast).toBeVisible();
      await expectWithinWidth(page, toast, 'the toast');
      expect(await pastTheEdge(page)).toBe(0);

      // Wider, the cards share a row: each figure is smaller, or breaks after a comma, but whole.
      for (const width of isMobile ? [] : [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await hiddenFigures(page), `at ${width} px`).toEqual([]);
        expect(await pastTheEdge(page), `at ${width} px`).toBe(0);
      }
    } finally {
      await db.from('expenses').delete().like('name', `${name}%`);
    }
  });

  test(`${lang}: an unlikely amount is warned about under its field and asked about before it is saved @mobile`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const t = texts[lang];
    const name = `Typo ${lang} ${testInfo.project.name} ${Date.now()}`;
    const db = serviceClient();
    const stored = async () =>
      (await db.from('expenses').select('name, amount::text').like('name', `${name}%`)).data;
    try {
      if (isMobile) await page.setViewportSize({ width: 320, height: 700 });
      await openAsNewAdmin(page, '/admin/expenses', lang);
      await page.getByRole('button', { name: t.add }).click();
      const dialog = editDialog(page);
      await expect(dialog.getByRole('heading', { name: t.addTitle })).toBeVisible();
      await dialog.getByLabel(t.name, { exact: true }).fill(name);
      const amount = dialog.getByLabel(t.amount);
      // $49.99 a month without its point: monthly is the form's default.
      await amount.fill('4999999999');
      await expect(dialog.getByText(t.warning)).toBeVisible();
      await expect(amount).toHaveAccessibleDescription(t.warning);
      await expect(amount).not.toHaveAttribute('aria-invalid');

      // Save asks, naming the amount as it would be saved; Cancel goes back to the dialog as it was.
      await dialog.getByRole('button', { name: t.add }).click();
      const question = page.getByRole('alertdialog', { name: t.question });
      await expect(question.getByRole('heading', { name: t.question })).toBeVisible();
      await question.getByRole('button', { name: t.cancel }).click();
      await expect(question).toHaveCount(0);
      await expect(dialog.getByRole('heading', { name: t.addTitle })).toBeVisible();
      await expect(amount).toHaveValue('4999999999');
      await expect(amount).toBeFocused();
      expect(await stored()).toEqual([]);

      // Asked again, Save anyway saves it as typed.
      await dialog.getByRole('button', { name: t.add }).click();
      await question.getByRole('button', { name: t.saveAnyway }).click();
      await expect(toastWith(page, t.added)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(await stored()).toEqual([{ name, amount: '4999999999.00' }]);

      // Its name changed later, the amount it was asked about is not asked about again.
      await page.getByRole('button', { name: t.edit(name) }).click();
      await expect(dialog.getByText(t.warning)).toBeVisible();
      await dialog.getByLabel(t.name, { exact: true }).fill(`${name} (typo)`);
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(toastWith(page, t.updated)).toBeVisible();
      await expect(question).toHaveCount(0);
      expect(await stored()).toEqual([{ name: `${name} (typo)`, amount: '4999999999.00' }]);
    } finally {
      await db.from('expenses').delete().like('name', `${name}%`);
    }
  });

  test(`${lang}: the page says the tracker is for the running costs of the website and software @mobile`, async ({
    page,
    isMobile,
  }) => {
    if (isMobile) await page.setViewportSize({ width: 320, height: 700 });
    await openAsNewAdmin(page, '/admin/expenses', lang);
    const description = page.getByText(texts[lang].description, { exact: true });
    await expect(description).toBeVisible();
    await expectWithinWidth(page, description, 'the description');
  });
}
