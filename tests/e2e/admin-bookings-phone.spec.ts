import { newAdmin, signInAs } from './support/auth.ts';
import { insertRequest } from './support/booking.ts';
import { serviceClient } from './support/stack.ts';
import { lineBreaks } from './support/text-lines.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * Bookings on a phone in the Spanish admin (docs/product.md#bookings): a request's times keep
 * each time whole on a line. Each test stores its own request through the service role and
 * removes it after.
 */

test.use({ timezoneId: 'UTC' });

/** Opens Bookings in Spanish at `width` px as an admin of its own. */
async function openBookings(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.addInitScript(() => localStorage.setItem('admin-language', 'es'));
  await signInAs(page, await newAdmin());
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

test('from 320 to 420 px a request’s preferred time wraps in its date or around its dash, never inside "10:00 a. m. ET"', async ({
  page,
}) => {
  const name = `Inés Paredes ${Date.now()}`;
  await insertRequest(name, '(703) 555-0181');
  try {
    await openBookings(page, 390);
    const time = page.getByRole('listitem').filter({ hasText: name }).locator('dd').nth(2);
    await expect(time).toContainText(/a\.\sm\..*ET$/);
    let wrapped = 0;
    for (let width = 320; width <= 420; width += 5) {
      await page.setViewportSize({ width, height: 844 });
      const breaks = await lineBreaks(time);
      wrapped += breaks.length;
      // A line starting with 'a.', 'p.', 'm.' or 'ET' split a time from its hour or its label.
      const inside = breaks
        .filter(({ text, at }) => /^([ap]\.|m\.|ET)/.test(text.slice(at)))
        .map(({ text, at }) => `${text.slice(0, at)}|${text.slice(at)}`);
      expect(inside, `${width} px`).toEqual([]);
    }
    // The time did wrap in this range (else the check proves nothing).
    expect(wrapped).toBeGreaterThan(0);
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', name);
  }
});
