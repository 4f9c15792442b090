import { adminClient } from './support/stack.ts';
import { expect, test } from './support/test.ts';

/**
 * The booking form's times are the business's (Eastern Time) wherever the visitor's device is: a
 * visitor in Los Angeles who picks 10:00 asks for 10:00 in New York, not 13:00, and is told so.
 */

test.use({ timezoneId: 'America/Los_Angeles' });

/** A date three days ahead on the visitor's calendar, as the date input takes it. */
function inThreeDays(): string {
  const day = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** An instant's date and time on New York's clock, as 'YYYY-MM-DD HH:MM'. */
function newYorkTime(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

test('a visitor whose device is on Pacific Time books 10:00 and the business gets 10:00 Eastern', async ({
  page,
}) => {
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Los_Angeles',
  );
  await page.locator('[data-book="gold"]').click();
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog).toBeVisible();
  const time = dialog.locator('[name="time1"]');
  await expect(time).toHaveAccessibleDescription(
    'Dates and times are Eastern Time (Washington DC).',
  );

  const date = inThreeDays();
  await dialog.locator('[name="address"]').fill('22030');
  await dialog.locator('[name="date1"]').fill(date);
  await time.selectOption('10:00');
  const name = `Pat Pacific ${Date.now()}`;
  await dialog.locator('[name="name"]').fill(name);
  await dialog.locator('[name="phone"]').fill('(703) 555-0177');
  await dialog.locator('[name="consent"]').check();
  await dialog.locator('[type="submit"]').click();
  await expect(dialog.getByText('Request received')).toBeVisible();

  const admin = await adminClient();
  const { data } = await admin
    .from('booking_requests')
    .select('window1_start, window1_end')
    .eq('name', name)
    .single();
  expect({
    start: newYorkTime(data!.window1_start),
    end: newYorkTime(data!.window1_end),
  }).toEqual({ start: `${date} 10:00`, end: `${date} 12:00` });
});
