import { pagePath } from '../../src/i18n/index.ts';
import { editDialog, openEditor, toastWith } from './support/editors.ts';
import { insertOldRequest } from './support/booking.ts';
import {
  adminClient,
  databaseRevision,
  serviceClient,
  waitForSiteRevision,
} from './support/stack.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * How long booking requests are kept is the owner's setting (docs/product.md#bookings): set in Site
 * Settings, it reaches the privacy page in both languages with the next build, and the Bookings
 * page's purge names it. Saves settings and waits for the rebuilt site, so it runs in the publish
 * project; the setting is put back as it was.
 */

const key = 'booking_retention_months';
const label = 'Keep booking requests for (months)';

/** The stored setting, or null without a row. */
async function storedMonths(): Promise<string | null> {
  const admin = await adminClient();
  const { data, error } = await admin.from('site_settings').select('value').eq('key', key);
  if (error) throw new Error(error.message);
  return data[0]?.value ?? null;
}

/** Puts the setting back as `before` (no row: removed) and waits for that build. */
async function restore(before: string | null, page: Page) {
  const admin = await adminClient();
  if (before === null) await admin.from('site_settings').delete().eq('key', key);
  else await admin.from('site_settings').update({ value: before }).eq('key', key);
  await waitForSiteRevision(page.request, await databaseRevision(admin));
}

test('the owner keeps requests 12 months: the privacy page says so in both languages and the purge names it', async ({
  page,
}) => {
  const before = await storedMonths();
  const old = `Olivia Old ${Date.now()}`;
  try {
    await openEditor(page, '/admin/settings');
    const card = page.getByRole('region', { name: 'Public site settings' });
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const dialog = editDialog(page);
    const field = dialog.getByRole('group', { name: 'Bookings' }).getByLabel(label);
    // Without a row the field shows the default the purge uses.
    await expect(field).toHaveValue(before ?? '24');

    await field.fill('0');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/whole number of months from 1 to 120/);
    expect(await storedMonths()).toBe(before);

    await field.fill('12');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.locator('[data-setting="Booking requests kept for"]')).toHaveText(
      '12 months',
    );
    expect(await storedMonths()).toBe('12');

    await waitForSiteRevision(page.request, await databaseRevision(await adminClient()));
    await page.goto(pagePath('en', 'privacy'));
    await expect(page.getByRole('main')).toContainText(
      'Requests are deleted 12 months after they were sent.',
    );
    await page.goto(pagePath('es', 'privacy'));
    await expect(page.getByRole('main')).toContainText(
      'Las solicitudes se borran 12 meses después de su envío.',
    );

    // One request 13 months old: old under 12 months, so the purge offers to delete it.
    await insertOldRequest(old, 13);
    await openEditor(page, '/admin/bookings');
    await page.getByRole('button', { name: /^Delete \d+ old requests?$/ }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete old booking requests?' });
    await expect(question).toContainText('more than 12 months ago');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
  } finally {
    await serviceClient().from('booking_requests').delete().eq('name', old);
    await restore(before, page);
  }
});
