import { uniqueEmail } from './support/auth.ts';
import { adminClient, anonClient, anonKey, backendUrl } from './support/stack.ts';
import { expectNoAxeViolations, openEditor, toastWith } from './support/editors.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';

/**
 * The owner's side of booking requests (docs/product.md#bookings): a request sent the way the
 * landing form sends it (a plain POST to the RPC with the anon key) shows up on the Overview, as a
 * sidebar badge and on the Bookings page, where the admin opens it, reaches the visitor and changes
 * its status.
 */

/**
 * Sends a booking request as the landing form does (each test its own phone and e-mail: 3 a day
 * each).
 */
async function sendRequest(
  request: APIRequestContext,
  name: string,
  phone = '(703) 555-0187',
): Promise<void> {
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  start.setUTCHours(15, 0, 0, 0);
  const response = await request.post(`${backendUrl}/rest/v1/rpc/request_booking`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    data: {
      language: 'es',
      vehicle_size: 'suv_3_rows',
      package_type: 'platinum',
      add_ons: ['Pet Hair Removal'],
      estimate: '$300 + extra fee',
      service_mode: 'mobile',
      address: '22030',
      window1_start: start.toISOString(),
      window1_end: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
      name,
      phone,
      email: `bea-${phone.replace(/\D/g, '')}@example.com`,
      notes: 'Gate code 1234',
      consent: true,
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ received: true });
}

test('an admin sees a new request, reaches the visitor and confirms it; visitors read nothing', async ({
  page,
}) => {
  const name = `Bea Booking ${Date.now()}`;
  await sendRequest(page.request, name);
  expect((await anonClient().from('booking_requests').select('*')).data).toEqual([]);

  await openEditor(page, '/admin');
  const card = page.getByRole('region', { name: 'New Booking Requests' });
  await expect(card.locator('[data-count]')).not.toHaveText('0');
  const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
    name: /^Bookings \(\d+ new\)$/,
  });
  await expect(link).toBeVisible();
  const before = Number((await link.textContent())!.match(/(\d+) new/)![1]);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Platinum, SUV (3 rows)');
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `View the request of ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Request from ${name}` });
  await expect(dialog).toContainText('Gate code 1234');
  await expect(dialog).toContainText('Spanish page');
  await expect(dialog).toContainText('(703) 555-0187');
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute(
    'href',
    'tel:+17035550187',
  );
  await expect(dialog.getByRole('link', { name: 'Text' })).toHaveAttribute(
    'href',
    'sms:+17035550187',
  );
  await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    'mailto:bea-7035550187@example.com',
  );
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Status').selectOption('confirmed');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(toastWith(page, 'Marked as confirmed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Confirmed');
  const after = before - 1;
  await expect(
    page.getByRole('link', { name: after ? `Bookings (${after} new)` : 'Bookings', exact: true }),
  ).toBeVisible();

  await page.getByLabel('Show').selectOption('new');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('confirmed');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('purging old requests asks first and keeps the recent ones', async ({ page }) => {
  const name = `Rita Recent ${Date.now()}`;
  await sendRequest(page.request, name, '(703) 555-0188');
  await openEditor(page, '/admin/bookings');
  await page.getByRole('button', { name: 'Purge old requests' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete old booking requests?' });
  await expect(question).toContainText('more than 24 months ago');
  await question.getByRole('button', { name: 'Delete old requests' }).click();
  await expect(toastWith(page, 'old requests deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('through supabase-js, a visitor and a signed-in non-admin cannot read, update or delete requests', async ({
  page,
}) => {
  const name = `Nora Private ${Date.now()}`;
  await sendRequest(page.request, name, '(703) 555-0189');
  const member = anonClient();
  const { error } = await member.auth.signUp({
    email: uniqueEmail('member'),
    password: 'member-password-1',
  });
  expect(error).toBeNull();
  for (const client of [anonClient(), member]) {
    const table = () => client.from('booking_requests');
    expect((await table().select('id')).data).toEqual([]);
    expect(
      (await table().update({ status: 'cancelled' }).eq('name', name).select('id')).data,
    ).toEqual([]);
    expect((await table().delete().eq('name', name).select('id')).data).toEqual([]);
  }
  const admin = await adminClient();
  const { data } = await admin.from('booking_requests').select('status').eq('name', name);
  expect(data).toEqual([{ status: 'new' }]);
});
