import { localePath, t } from '../../src/i18n/index.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import type { OpeningHours } from '../../src/lib/content/opening-hours.ts';
import { businessDay } from './support/business-day.ts';
import { adminClient, databaseRevision, waitForSiteRevision } from './support/stack.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';

/**
 * The booking form follows the owner's opening hours: a day the business is closed says so and
 * offers no start time, and a time the hours no longer allow (changed while the form was open) is
 * refused by the database at the start time field, in the visitor's language. Both change the
 * hours setting, so they run in the publish project and put it back.
 */
test.describe.configure({ mode: 'serial' });

const mondayToSaturday: OpeningHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr', 'sa'], opens: '08:00', closes: '19:00' },
];

const mornings: OpeningHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], opens: '08:00', closes: '12:00' },
];

/** Sets the opening hours, returns the value it replaced; waits for the site when asked. */
async function setHours(request: APIRequestContext, value: string, rebuilt: boolean) {
  const admin = await adminClient();
  const { data } = await admin
    .from('site_settings')
    .select('value')
    .eq('key', 'opening_hours')
    .single();
  const { error } = await admin.from('site_settings').update({ value }).eq('key', 'opening_hours');
  expect(error).toBeNull();
  if (rebuilt) await waitForSiteRevision(request, await databaseRevision(admin));
  return data!.value as string;
}

/** The next Sunday after tomorrow on the business's calendar. */
function nextSunday(): string {
  for (let days = 2; ; days++) {
    const date = businessDay(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) return date;
  }
}

async function openForm(page: Page, lang: 'en' | 'es') {
  await page.goto(localePath(lang));
  await page.locator(`#${sectionIds.home} [data-book]`).click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'booking.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a Sunday the business is closed says so and offers no start time, in both languages, on a phone and a desktop', async ({
  page,
  request,
}) => {
  // Two rebuilds (the new hours, then the old ones back) and four page loads.
  test.slow();
  const original = await setHours(request, JSON.stringify(mondayToSaturday), true);
  try {
    for (const [lang, width] of [
      ['en', 390],
      ['en', 1366],
      ['es', 390],
      ['es', 1366],
    ] as const) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      const dialog = await openForm(page, lang);
      const date = dialog.locator('[name="date1"]');
      await date.fill(nextSunday());
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await expect(
        dialog.getByText(t(lang, 'booking.error.day_closed'), { exact: true }),
      ).toBeVisible();
      // Only the list's heading: no time to pick.
      await expect(dialog.locator('[name="time1"] option')).toHaveCount(1);
      await expect(dialog.locator('[name="time1"] option')).toHaveAttribute('value', '');
    }
  } finally {
    await setHours(request, original, true);
  }
});

test('a time the hours no longer allow is refused by the database at the start time field', async ({
  page,
  request,
}) => {
  const dialog = await openForm(page, 'es');
  // An address typed before choosing the shop is not sent: it is not where the work is done.
  await dialog.locator('[name="address"]').fill('4100 Chain Bridge Rd, Fairfax');
  await dialog.locator('[name="service_mode"][value="in_shop"]').check();
  await dialog.locator('[name="date1"]').fill(businessDay(3));
  await dialog.locator('[name="time1"]').selectOption('17:00');
  await dialog.locator('[name="name"]').fill(`Hours changed ${Date.now()}`);
  await dialog.locator('[name="email"]').fill('hours.changed@correo.test');
  await dialog.locator('[name="consent"]').check();
  // Meanwhile the owner shortens the day: the page still has the old hours, the database not.
  const original = await setHours(request, JSON.stringify(mornings), false);
  try {
    const sent = page.waitForRequest('**/rpc/request_booking');
    await dialog.locator('[type="submit"]').click();
    expect((await sent).postDataJSON()).toMatchObject({ service_mode: 'in_shop', address: null });
    const time = dialog.locator('[name="time1"]');
    await expect(time).toBeFocused();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(
      new RegExp(t('es', 'booking.error.outside_hours').replace(/[.]/g, '\\.')),
    );
    await expect(dialog.locator('[data-booking-error]')).toBeEmpty();
    // Choosing another time takes the database's word away until the next Send.
    await time.selectOption('10:00');
    await expect(time).not.toHaveAttribute('aria-invalid');
  } finally {
    await setHours(request, original, true);
  }
});
