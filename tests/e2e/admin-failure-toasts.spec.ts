import enEditor from '../../src/i18n/admin/en/editor.ts';
import esBookings from '../../src/i18n/admin/es/bookings.ts';
import esEditor from '../../src/i18n/admin/es/editor.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';
import { insertOldRequest } from './support/booking.ts';
import { openAsNewAdmin, toastWith } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * A request that fails says what failed and why in the admin's language, as the editors say it
 * (docs/product.md#messages): a dropped connection is 'Could not reach the server…', never the
 * browser's 'TypeError: Failed to fetch'. Each test cuts that one request as a dropped network
 * would; as a new admin of its own, no language it chooses stays with the shared e2e admin.
 */

test('es: deleting old booking requests over a dropped connection says so in Spanish @mobile', async ({
  page,
}) => {
  const old = `Olga Offline ${Date.now()}`;
  await insertOldRequest(old, 130);
  try {
    await openAsNewAdmin(page, '/admin/bookings', 'es');
    await page.route('**/rest/v1/rpc/purge_booking_requests**', (route) =>
      route.abort('internetdisconnected'),
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Eliminar \d+ solicitud(es)? antiguas?$/ })
      .click();
    const question = page.getByRole('alertdialog', { name: esBookings.purgeQuestion });
    await question.getByRole('button', { name: esBookings.purgeConfirm }).click();
    const failed = toastWith(page, esBookings.purgeFailed);
    await expect(failed).toContainText(esEditor.unreachable);
    await expect(failed).not.toContainText(/fetch|network/i);
    // Nothing was deleted.
    const { count } = await serviceClient()
      .from('booking_requests')
      .select('id', { count: 'exact', head: true })
      .eq('name', old);
    expect(count).toBe(1);
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', old);
  }
});

test('en → es: a language not saved to the account over a dropped connection says so in Spanish', async ({
  page,
}) => {
  await openAsNewAdmin(page, '/admin', 'en');
  await page.route('**/auth/v1/user', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  // The admin is shown in Spanish at once; only keeping it with the account failed.
  const failed = toastWith(page, esShell.languageNotSaved);
  await expect(failed).toContainText(esEditor.unreachable);
  await expect(failed).not.toContainText(/fetch|network/i);
  await expect(failed).not.toContainText(enEditor.unreachable);
});
