import { insertOldRequest, insertRequest } from './support/booking.ts';
import { openEditor } from './support/editors.ts';
import { serviceClient } from './support/stack.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * The Overview's reminder of old booking requests links to the purge, last on the Bookings page
 * (docs/product.md#overview): followed in the admin or opened as a page, the link leaves the purge
 * in view with the focus on it, below a list longer than the screen.
 */

/** The purge: its button, or the line saying none is old (another test may have purged them). */
const purge = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /^Delete \d+ old requests?$/ })
    .or(page.getByRole('main').getByText('No old requests to delete.', { exact: true }));

test('the Overview’s link to old requests leaves the Bookings page at its purge, focused, on a computer and a phone', async ({
  page,
}) => {
  const stamp = Date.now();
  const recent = Array.from({ length: 12 }, (_, index) => `Lina Longlist ${index} ${stamp}`);
  // Older than any retention period the owner can set (120 months at most).
  const old = `Olga Oldest ${stamp}`;
  for (const [index, name] of recent.entries()) {
    await insertRequest(name, `(703) 555-01${String(index + 10)}`);
  }
  await insertOldRequest(old, 130);
  try {
    for (const [width, height] of [
      [1280, 720],
      [390, 664],
    ] as const) {
      await page.setViewportSize({ width, height });
      await openEditor(page, '/admin');
      // The admin's own navigation, without a reload: the marker set here survives it.
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page
        .getByRole('region', { name: 'Old booking requests' })
        .getByRole('link', { name: 'Bookings page' })
        .click();
      await expect(page).toHaveURL(/\/admin\/bookings#purge$/);
      await expect(purge(page), `${width} px, followed`).toBeFocused();
      await expect(purge(page), `${width} px, followed`).toBeInViewport();
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

      // Opened as a page (a bookmark, a new tab, a reload).
      await page.goto('/admin/bookings#purge');
      await expect(purge(page), `${width} px, loaded`).toBeFocused();
      await expect(purge(page), `${width} px, loaded`).toBeInViewport();
    }
  } finally {
    await serviceClient()
      .from('booking_requests')
      .delete()
      .in('name', [...recent, old]);
  }
});
