import { expect, test } from './support/test.ts';
import { openingHoursText } from '../../src/lib/content/format-hours.ts';
import type { OpeningHours } from '../../src/lib/content/opening-hours.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { editDialog, openEditor, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Looks at the Site Settings page and saves that write nothing; saving is in
// publish-settings-editor.spec.ts.

test('Site Settings with its dialog open, and with field errors, has no WCAG 2 A/AA violations @mobile', async ({
  page,
}) => {
  await openEditor(page, '/admin/settings');
  await expect(page.getByRole('region', { name: 'Public site settings' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Expense Tracking' })
      .getByRole('link', { name: 'open Expenses' }),
  ).toHaveAttribute('href', '/admin/expenses');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  const dialog = editDialog(page);
  await expect(dialog.getByLabel('Company name')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Phone number').fill('not a phone');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('changing the payment methods points at the FAQs, whose answers may name them, and undoing it takes the note away', async ({
  page,
}) => {
  await openEditor(page, '/admin/settings');
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  const dialog = editDialog(page);
  const note = dialog
    .getByRole('note')
    .filter({ hasText: 'FAQ answers may mention how you take payment' });
  await expect(note).toHaveCount(0);
  const cashApp = dialog.getByRole('checkbox', { name: 'Cash App' });
  await cashApp.check();
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/admin/faqs');
  await cashApp.uncheck();
  await expect(note).toHaveCount(0);
});

test('the hours are entered as days and times, both footers are previewed as they change, and a note points at the FAQs', async ({
  page,
}) => {
  await openEditor(page, '/admin/settings');
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  const dialog = editDialog(page);
  await expect(dialog).toContainText(
    'Saved settings go live with the next publish: the status in the header says when.',
  );
  await expect(dialog).not.toContainText('in a minute or so');
  const faqNote = dialog
    .getByRole('note')
    .filter({ hasText: 'FAQ answers may mention your hours' });
  await expect(faqNote).toHaveCount(0);
  const first = dialog.getByRole('group', { name: 'Opening time 1' });
  await first.getByRole('checkbox', { name: 'Saturday' }).uncheck();
  await expect(faqNote).toBeVisible();
  await expect(faqNote.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/admin/faqs');
  await first.getByRole('checkbox', { name: 'Sunday' }).uncheck();
  await dialog.getByRole('button', { name: 'Add opening time' }).click();
  const second = dialog.getByRole('group', { name: 'Opening time 2' });
  await second.getByRole('checkbox', { name: 'Saturday' }).check();
  await second.getByLabel('Opens').fill('09:00');
  await second.getByLabel('Closes').fill('14:00');
  const hours: OpeningHours = [
    { days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '19:00' },
    { days: ['sa'], opens: '09:00', closes: '14:00' },
  ];
  for (const lang of languages) {
    await expect(dialog.locator(`p[lang="${lang}"]`)).toHaveText(openingHoursText(lang, hours));
  }
  await expect(dialog.locator('p[lang="es"]')).toContainText('dom cerrado');
  // Closing asks before the unsaved hours are thrown away; nothing was saved.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Discard unsaved changes?');
});

// An owner's report: a Settings card's failed save said only 'The entry was not saved'. Its toast
// names the settings it was writing, in the admin's language (docs/product.md#site-settings).
test('a failed save of a Settings card names the settings not saved, in a red toast', async ({
  page,
}) => {
  // The saves are cut off, as a dropped connection would: nothing is written.
  for (const save of ['save_site_settings', 'set_publish_settings']) {
    await page.route(`**/rest/v1/rpc/${save}**`, (route) => route.abort('internetdisconnected'));
  }
  await openEditor(page, '/admin/settings');
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  const dialog = editDialog(page);
  await dialog.getByLabel('Phone number').fill('(202) 555-0142');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const failure = toastWith(page, 'Error updating site settings');
  await expect(failure).toContainText(
    'The setting “Phone number” was not saved: Could not reach the server.',
  );
  await expect(failure).toHaveAttribute('data-type', 'error');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('(202) 555-0142');
});

test('a failed save of the Publishing card names its settings, in Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await page.route('**/rest/v1/rpc/set_publish_settings**', (route) =>
    route.abort('internetdisconnected'),
  );
  await openEditor(page, '/admin/settings');
  await page.getByRole('button', { name: 'Editar la configuración de publicación' }).click();
  const dialog = editDialog(page);
  const quiet = dialog.getByLabel('Período de espera (segundos)');
  await quiet.fill(String(Number(await quiet.inputValue()) + 1));
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  const failure = toastWith(page, 'Error al actualizar la configuración de publicación');
  await expect(failure).toContainText(
    'La configuración de «Período de espera» no se guardó: No se pudo conectar con el servidor.',
  );
  await expect(failure).toHaveAttribute('data-type', 'error');
});

// An owner's trial on a phone (390 px, touch, Spanish): the opening days and the payment methods
// are check boxes in 40 px tall chips, under a finger's 44 (docs/decisions.md#touch-targets-from-one-class);
// the admin-wide sweep opens no Settings dialog.
test('on a phone the opening days and payment methods are 44 px tall targets, in Spanish @mobile-only', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/settings');
  await page.getByRole('button', { name: 'Editar configuración' }).tap();
  const dialog = editDialog(page);
  const choices = [
    dialog.getByRole('checkbox', { name: 'lunes' }),
    dialog.getByRole('checkbox', { name: 'domingo' }),
    dialog.getByRole('checkbox', { name: 'Efectivo' }),
    dialog.getByRole('checkbox', { name: 'Venmo' }),
  ];
  for (const choice of choices) {
    await choice.scrollIntoViewIfNeeded();
    // The label around the check box is what a finger taps.
    const height = await choice.evaluate(
      (box) => box.closest('label')!.getBoundingClientRect().height,
    );
    expect(
      height,
      await choice.evaluate((box) => box.closest('label')!.textContent),
    ).toBeGreaterThanOrEqual(44);
  }
  // A tap on the chip toggles its day.
  const sunday = choices[1]!;
  const before = await sunday.isChecked();
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'domingo' }) })
    .tap();
  await expect(sunday).toBeChecked({ checked: !before });
});

// An owner's report: a Publishing save refused for another admin's change said 'This entry was
// changed…'. The notice names the setting they changed, as the Settings card's notice does.
for (const [lang, texts] of [
  [
    'en',
    {
      edit: 'Edit Publishing Settings',
      quiet: 'Quiet period (seconds)',
      save: 'Save Changes',
      said: 'The setting “Monthly deploy budget” was changed by someone else while you were editing.',
    },
  ],
  [
    'es',
    {
      edit: 'Editar la configuración de publicación',
      quiet: 'Período de espera (segundos)',
      save: 'Guardar cambios',
      said: 'La configuración de «Presupuesto mensual de despliegues» fue modificada por otra persona mientras usted editaba.',
    },
  ],
] as const) {
  test(`a Publishing save refused for another admin's change names the setting they changed (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('admin-language', chosen), lang);
    await openEditor(page, '/admin/settings');
    await page.getByRole('button', { name: texts.edit }).click();
    const dialog = editDialog(page);
    const quiet = dialog.getByLabel(texts.quiet);
    await quiet.fill(String(Number(await quiet.inputValue()) + 1));
    // Meanwhile another admin raised the budget: the save's reread finds it (nothing is written).
    await page.route('**/rest/v1/rpc/publish_schedule**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const changed = (row: { monthly_budget: number }) => ({
        ...row,
        monthly_budget: row.monthly_budget + 1,
      });
      await route.fulfill({
        response,
        json: Array.isArray(body) ? body.map(changed) : changed(body),
      });
    });
    await page.route('**/rest/v1/rpc/set_publish_settings**', (route) =>
      route.abort('internetdisconnected'),
    );
    await dialog.getByRole('button', { name: texts.save }).click();
    await expect(dialog.getByRole('alert')).toContainText(texts.said);
  });
}

test('on a phone a pasted company name over 80 characters is refused at the field in Spanish, and nothing is sent @mobile-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await openEditor(page, '/admin/settings');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/save_site_settings')) writes.push(request.url());
  });
  await page.getByRole('button', { name: 'Editar configuración' }).tap();
  const dialog = editDialog(page);
  const name = dialog.getByLabel('Nombre de la empresa');
  await name.fill('Detallado Móvil '.repeat(6));
  await dialog.getByRole('button', { name: 'Guardar cambios' }).tap();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(dialog).toContainText('Este campo es demasiado largo (80 caracteres como máximo).');
  // The message stays within the phone's width.
  const message = await dialog
    .getByText('Este campo es demasiado largo (80 caracteres como máximo).')
    .boundingBox();
  expect(message!.x + message!.width).toBeLessThanOrEqual(390);
  expect(writes).toEqual([]);
});
