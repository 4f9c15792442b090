import { newAdmin, signInAs } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import {
  confirmByKeyboard,
  editDialog,
  failWrites,
  holdRequests,
  tabTo,
} from './support/editors.ts';
import { expectNoEnglish } from './support/spanish-leaks.ts';
import { adminClient, serviceClient } from './support/stack.ts';
import { adminTime } from '../../src/lib/business-time.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * The Bookings inbox, the expense tracker and Site Settings in Spanish
 * (docs/architecture.md#admin-language): every UI text Spanish (the leak scan), money in US
 * dollars, dates the Spanish way, times on the business's clock with ET. Each test stores what it
 * shows (a request already confirmed, so no count of new requests moves; an expense due years
 * ahead, so none is overdue) through the service role and removes it after.
 */

test.use({ timezoneId: 'UTC' });

/** The toast whose text includes `title`, among the Spanish admin's notifications. */
const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Opens `path` in Spanish as an admin of its own, so no saved language choice of another test applies. */
async function openInSpanish(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, await newAdmin());
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

test('the bookings inbox, a request and its status change are in Spanish, times on the business’s clock', async ({
  page,
}) => {
  const name = `Lucía Ramírez ${Date.now()}`;
  await insertRequest(name, '(703) 555-0171');
  const db = serviceClient();
  await db.from('booking_requests').update({ status: 'confirmed' }).eq('name', name);
  try {
    await openInSpanish(page, '/admin/bookings');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Platino, SUV de 3 filas');
    await expect(row).toContainText('Confirmada');
    // 15:00 UTC is 10:00 or 11:00 in New York, on a 12-hour clock with ET, not the device's 15:00.
    await expect(row).toContainText(/\b1[01]:00\sa\.\sm\. – (12|1):00\sp\.\sm\.\sET/);
    await expect(page.getByRole('columnheader', { name: 'Horario preferido' })).toBeVisible();
    // The filter names the requests it shows, in the plural; a request's own status is singular.
    await expect(page.getByLabel('Mostrar').locator('option')).toHaveText([
      'Todas las solicitudes',
      'Nuevas',
      'Confirmadas',
      'Completadas',
      'Rechazadas',
      'Canceladas',
    ]);
    await expectNoEnglish(page);

    await row.getByRole('button', { name: `Ver la solicitud de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Solicitud de ${name}` });
    await expect(dialog).toContainText('Estado: Confirmada');
    await expect(dialog.getByLabel('Estado').locator('option')).toHaveText([
      'Nueva',
      'Confirmada',
      'Completada',
      'Rechazada',
      'Cancelada',
    ]);
    await expect(dialog).toContainText('(página en español)');
    await expect(dialog).toContainText('A domicilio (en la dirección)');
    // The estimate, stored in the words of the page it came from, in the admin's language.
    await expect(dialog).toContainText('Precio estimado mostrado$300 + cargo adicional');
    await expect(dialog).not.toContainText('extra fee');
    // The vehicle worded as on the site and in the Packages editor.
    await expect(dialog).toContainText('SUV de 3 filas');
    await expect(dialog.getByRole('link', { name: 'Llamar' })).toHaveAttribute(
      'href',
      'tel:+17035550171',
    );
    await expectNoEnglish(page);
    await dialog.getByLabel('Estado').focus();
    await dialog.getByLabel('Estado').selectOption('done');
    // By the keyboard, the change held on its way: Guardar keeps the focus meanwhile, and
    // the closed dialog gives it back to the request's Ver.
    const release = await holdRequests(page, '**/rest/v1/booking_requests**', 'PATCH');
    const save = dialog.getByRole('button', { name: 'Guardar', exact: true });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(save).toBeDisabled();
    await expect(save).toBeFocused();
    release();
    await expect(toastWith(page, 'Marcada como completada')).toBeVisible();
    await expect(row).toContainText('Completada');
    await expect(row.getByRole('button', { name: `Ver la solicitud de ${name}` })).toBeFocused();

    // No request is old yet (the purge and its question are checked in Spanish in
    // publish-booking-admin.spec.ts, which stores old ones): the end of the page says so.
    await expect(page.getByText('No hay solicitudes antiguas que eliminar.')).toBeVisible();
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('the expense tracker is in Spanish: money in US dollars, dates the Spanish way @mobile', async ({
  page,
}, testInfo) => {
  const name = `Hospedaje ${testInfo.project.name} ${Date.now()}`;
  const db = serviceClient();
  const { error } = await db.from('expenses').insert({
    name,
    amount: 1234.5,
    vendor: 'Netlify',
    category: 'Domain',
    frequency: 'yearly',
    next_due_date: '2030-11-23',
  });
  expect(error).toBeNull();
  try {
    await openInSpanish(page, '/admin/expenses');
    const item = page
      .getByRole(testInfo.project.name === 'mobile' ? 'listitem' : 'row')
      .filter({ hasText: name });
    await expect(item).toContainText('$1,234.50');
    await expect(item).toContainText('Anual');
    await expect(item).toContainText('Dominio');
    await expect(item.locator('time')).toHaveText('23 nov 2030');
    await expect(
      page.getByRole('region', { name: 'Total anual' }).locator('[data-count]'),
    ).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d\d$/);
    await expectNoEnglish(page);

    await item.getByRole('button', { name: `Editar «${name}»` }).click();
    const dialog = editDialog(page);
    await expect(dialog.getByLabel('Monto ($)')).toHaveValue('1234.50');
    await expect(dialog.getByLabel('Frecuencia')).toHaveValue('yearly');
    await expectNoEnglish(page);
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await item.getByRole('button', { name: `Eliminar «${name}»` }).click();
    const question = page.getByRole('alertdialog', {
      name: '¿Seguro que quiere eliminar este gasto?',
    });
    await expect(question).toContainText('se quitará de la lista de gastos');
    await expectNoEnglish(page);
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(question).toHaveCount(0);
  } finally {
    await db.from('expenses').delete().eq('name', name);
  }
});

test('a settings save and a status change cut off by the connection say so in Spanish', async ({
  page,
}) => {
  const name = `Sin conexión ${Date.now()}`;
  await insertRequest(name, '(703) 555-0172');
  const db = serviceClient();
  await db.from('booking_requests').update({ status: 'confirmed' }).eq('name', name);
  const unreachable =
    'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.';
  try {
    await openInSpanish(page, '/admin/settings');
    await failWrites(page, 'rpc/save_site_settings', 'POST');
    await page.getByRole('button', { name: 'Editar configuración' }).click();
    const dialog = editDialog(page);
    await dialog.getByLabel('Nombre de la empresa').fill('Sin red');
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toastWith(page, 'Error al actualizar')).toContainText(unreachable);
    await expectNoEnglish(page);
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar cambios' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto('/admin/bookings');
    await failWrites(page, 'booking_requests');
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: `Ver la solicitud de ${name}` })
      .click();
    const request = page.getByRole('dialog', { name: `Solicitud de ${name}` });
    await request.getByLabel('Estado').selectOption('done');
    await request.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toastWith(page, unreachable)).toBeVisible();
    await expectNoEnglish(page);
  } finally {
    await db.from('booking_requests').delete().eq('name', name);
  }
});

test('Site Settings and its dialogs are in Spanish', async ({ page }) => {
  await openInSpanish(page, '/admin/settings');
  const card = page.getByRole('region', { name: 'Configuración del sitio público' });
  await expect(card).toBeVisible();
  await expect(card.locator('[data-setting="Booking requests kept for"]')).toHaveText(/ meses$/);
  await expect(page.locator('[data-setting="Quiet period"]')).toHaveText(/ segundos$/);
  await expectNoEnglish(page);

  await page.getByRole('button', { name: 'Editar configuración' }).click();
  const dialog = editDialog(page);
  await expect(dialog.getByLabel('Nombre de la empresa')).not.toHaveValue('');
  const first = dialog.getByRole('group', { name: 'Horario 1' });
  await expect(first.getByRole('checkbox', { name: 'sábado' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Agregar horario' }).click();
  await expect(dialog.getByRole('group', { name: 'Horario 2' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Quitar el horario 2' })).toBeEnabled();
  await expect(dialog.getByRole('note')).toContainText('Preguntas frecuentes');
  // An opening time without days is refused at its field, in Spanish.
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog.getByRole('group', { name: 'Horario 2' })).toContainText(
    'Este campo necesita al menos un día.',
  );
  await expectNoEnglish(page);
  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Editar la configuración de publicación' }).click();
  await expect(dialog.getByLabel('Período de espera (segundos)')).not.toHaveValue('');
  await expectNoEnglish(page);
});

test('the Admins page says since when and the last sign-in on the business’s clock with ET, in Spanish', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  const admin = await newAdmin();
  await signInAs(page, admin);
  await page.goto('/admin/admins');
  const row = page.getByRole('row').filter({ hasText: admin.email });
  await expect(row).toBeVisible();
  const { data, error } = await (await adminClient()).rpc('list_admins');
  expect(error).toBeNull();
  const mine = (data as { email: string; admin_since: string; last_sign_in_at: string }[]).find(
    (a) => a.email === admin.email,
  )!;
  // This browser's clock is UTC: what shows is Eastern Time, labelled, the Spanish way.
  await expect(row).toContainText(adminTime(mine.admin_since, 'full', 'es'));
  await expect(row).toContainText(adminTime(mine.last_sign_in_at, 'full', 'es'));
  await expect(row).toContainText(/\d{1,2}:\d{2}\s[ap]\.\sm\.\sET/);
});

test('removing an admin by the keyboard keeps the focus on their Quitar if it failed, then on the next admin’s, in Spanish', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  const removed = await newAdmin();
  const owner = await newAdmin();
  await signInAs(page, owner);
  await page.goto('/admin/admins');
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });
  const remove = row(removed.email).getByRole('button', { name: `Quitar a ${removed.email}` });
  const confirm = page.getByRole('alertdialog', { name: '¿Quitar a este administrador?' });
  const confirmButton = confirm.getByRole('button', { name: 'Quitar administrador' });
  await remove.focus();

  const cutOff = await holdRequests(page, '**/rest/v1/rpc/remove_admin', 'POST', true);
  await confirmByKeyboard(page, confirmButton);
  await expect(confirmButton).toBeFocused();
  cutOff();
  await expect(toastWith(page, 'No se pudo quitar al administrador')).toBeVisible();
  await expect(remove).toBeFocused();
  await page.unrouteAll({ behavior: 'wait' });

  // The admin listed after them (oldest first) takes their place: usually `owner`, but a test
  // running beside this one may have added an admin in between.
  const next = await row(removed.email).evaluate(
    (tr) => tr.nextElementSibling?.querySelector('button')?.getAttribute('aria-label') ?? '',
  );
  expect(next).toMatch(/^Quitar a /);
  await confirmByKeyboard(page, confirmButton);
  await expect(toastWith(page, 'Administrador quitado')).toBeVisible();
  await expect(row(removed.email)).toHaveCount(0);
  await expect(page.getByRole('button', { name: next, exact: true })).toBeFocused();
});
