import { openEditor, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { adminClient, serviceClient } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * The Overview reminds the owner of the privacy page's promise (docs/product.md#overview): while
 * booking requests are older than the retention period it says how many and links to the Bookings
 * page, and after the purge there the reminder is gone. Writes and deletes requests, so it runs in
 * the publish project, one file at a time.
 */

/** Stores a request sent `monthsAgo` months ago, as only the service role can (created_at set). */
async function oldRequest(name: string, monthsAgo: number): Promise<void> {
  const service = serviceClient();
  const sent = new Date();
  sent.setUTCMonth(sent.getUTCMonth() - monthsAgo);
  // The preferred window: a Wednesday at 11:00 in New York a week after it was sent, within any
  // opening hours the owner may have set (the database checks them on insert).
  const start = new Date(sent.getTime() + 7 * 24 * 3600 * 1000);
  start.setUTCDate(start.getUTCDate() + ((3 - start.getUTCDay() + 7) % 7));
  start.setUTCHours(15, 0, 0, 0);
  const { error } = await service.from('booking_requests').insert({
    language: 'en',
    vehicle_size: 'sedan',
    service_mode: 'in_shop',
    window1_start: start.toISOString(),
    window1_end: new Date(start.getTime() + 3600 * 1000).toISOString(),
    name,
    phone: '+17035550191',
    consent: true,
    created_at: sent.toISOString(),
  });
  if (error) throw new Error(error.message);
}

test('the Overview counts requests older than 24 months, links to the purge, and forgets them once purged', async ({
  page,
}) => {
  // Start from none overdue, whatever earlier files left behind.
  const { error } = await (await adminClient()).rpc('purge_booking_requests');
  expect(error).toBeNull();
  const stamp = Date.now();
  await oldRequest(`Olga Old ${stamp}`, 25);
  await oldRequest(`Otto Older ${stamp}`, 30);
  await oldRequest(`Rosa Recent ${stamp}`, 23);

  await openEditor(page, '/admin');
  const notice = page.getByRole('region', { name: 'Old booking requests' });
  await expect(notice).toContainText(
    '2 booking requests are older than 24 months. Your privacy page promises visitors that requests this old are deleted',
  );
  await expectNoAxeViolations(page);

  await notice.getByRole('link', { name: 'Bookings page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Purge old requests' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete old booking requests?' });
  await question.getByRole('button', { name: 'Delete old requests' }).click();
  await expect(toastWith(page, '2 old requests deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Rosa Recent ${stamp}` })).toBeVisible();

  // Back on the Overview, it asks the database again (no number kept from the first visit).
  const recount = page.waitForResponse((response) =>
    response.url().endsWith('/rest/v1/rpc/count_overdue_booking_requests'),
  );
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Overview' })
    .click();
  expect(await (await recount).json()).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
