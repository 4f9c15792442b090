import { saveAdminLanguageOf, storedSession } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import { openEditor } from './support/editors.ts';
import { e2eAdmin, serviceClient } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * A request's package named as the site names it (docs/product.md#bookings): the owner renamed
 * Gold in the packages' content, and the Bookings page's list and dialog (in the admin's language)
 * and the Text and E-mail replies (in the request's) say the new names. A `publish*` file, since
 * it writes content (docs/architecture.md#tests); the requests are stored through the service
 * role (no booking budget spent), and the names and requests are put back after.
 */

test('the Bookings list, the request’s dialog and the Text and E-mail replies name a package as the owner renamed it, each in its language', async ({
  page,
}) => {
  const stamp = Date.now();
  const db = serviceClient();
  const renamed = { en: 'Premium Shine', es: 'Brillo Premium' } as const;
  const { data: gold } = await db
    .from('service_packages')
    .select('id, language, title')
    .eq('package_type', 'gold');
  expect(gold).toHaveLength(2);
  const spanish = `Lucía Brillo ${stamp}`;
  const english = `Ed Shine ${stamp}`;
  await insertRequest(spanish, '(703) 555-0131');
  await insertRequest(english, '(703) 555-0132');
  try {
    for (const row of gold!) {
      const { error } = await db
        .from('service_packages')
        .update({ title: renamed[row.language] })
        .eq('id', row.id);
      expect(error).toBeNull();
    }
    await db.from('booking_requests').update({ package_type: 'gold' }).eq('name', spanish);
    await db
      .from('booking_requests')
      .update({ package_type: 'gold', language: 'en' })
      .eq('name', english);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => localStorage.setItem('admin-language', 'en'));
    await openEditor(page, '/admin/bookings');
    // The list in the admin's language, whichever page the request came from.
    for (const name of [spanish, english]) {
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
        'Premium Shine, SUV 3 rows',
      );
    }
    for (const { name, phone, sms, body } of [
      {
        name: spanish,
        phone: '7035550131',
        sms: 'Hola Lucía, gracias por su solicitud de detallado (Brillo Premium · SUV de 3 filas · ',
        body: 'Su solicitud: Brillo Premium · SUV de 3 filas · ',
      },
      {
        name: english,
        phone: '7035550132',
        sms: 'Hi Ed, thank you for your detailing request (Premium Shine · SUV 3 rows · ',
        body: 'Your request: Premium Shine · SUV 3 rows · ',
      },
    ]) {
      await page.getByRole('button', { name: `View request from ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
      await expect(
        dialog.locator('dt', { hasText: 'Package' }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('Premium Shine');
      // What the messages app and the mail app read back, in the request's language.
      const text = await dialog.getByRole('link', { name: 'Text' }).getAttribute('href');
      expect(text!.startsWith(`sms:+1${phone}?&body=`)).toBe(true);
      expect(new URLSearchParams(text!.split('?')[1]).get('body')).toContain(sms);
      const email = await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href');
      expect(new URLSearchParams(email!.split('?')[1]).get('body')).toContain(body);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
    }

    // The Spanish admin, without a reload: the Spanish name.
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    // The switch saves the choice to the account: once saved, the finally can put English back.
    await expect
      .poll(async () => (await storedSession(page))?.user.user_metadata['admin_language'])
      .toBe('es');
    for (const name of [spanish, english]) {
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText(
        'Brillo Premium, SUV de 3 filas',
      );
    }
  } finally {
    // The switch saved Spanish to the shared admin's account: the specs after this one sign in
    // as that admin, in the language their page chose, as an account that never switched.
    await saveAdminLanguageOf(e2eAdmin, null);
    await db.from('booking_requests').delete().in('name', [spanish, english]);
    for (const row of gold!) {
      await db.from('service_packages').update({ title: row.title }).eq('id', row.id);
    }
  }
});
