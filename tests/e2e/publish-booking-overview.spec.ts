import { insertOldRequest } from './support/booking.ts';
import { openEditor, toastWith } from './support/editors.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { adminClient } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * The Overview reminds the owner of the privacy page's promise (docs/product.md#overview): while
 * booking requests are older than the retention period it says how many and links to the Bookings
 * page, and after the purge there the reminder is gone. Writes and deletes requests, so it runs in
 * the publish project, one file at a time.
 */

test('the Overview counts requests older than 24 months, links to the purge, and forgets them once purged', async ({
  page,
}) => {
  // Start from none overdue, whatever earlier files left behind.
  const { error } = await (await adminClient()).rpc('purge_booking_requests');
  expect(error).toBeNull();
  const stamp = Date.now();
  await insertOldRequest(`Olga Old ${stamp}`, 25);
  await insertOldRequest(`Otto Older ${stamp}`, 30);
  await insertOldRequest(`Rosa Recent ${stamp}`, 23);

  await openEditor(page, '/admin');
  const notice = page.getByRole('region', { name: 'Old booking requests' });
  await expect(notice).toContainText(
    '2 booking requests are older than 24 months. Your privacy page promises visitors that requests this old are deleted',
  );
  await expectNoAxeViolations(page);

  await notice.getByRole('link', { name: 'Bookings page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete 2 old requests' }).click();
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
