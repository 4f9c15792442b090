import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { carouselReady } from '../../src/lib/content/carousel.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { waitForPublish } from './support/editors.ts';
import { adminClient } from './support/stack.ts';

/**
 * A section whose entries the owner has all switched off is left out of both pages, heading and
 * all, rather than standing empty: the add-ons (and the booking form's add-ons choice), the Why
 * Choose Us cards, and the reviews when no customer photo stands in for them. Switched back on,
 * they return. The test switches off what was on, waits for the rebuilt site, and puts it back.
 */

const tables = ['additional_services', 'about_sections', 'testimonials'] as const;

/** The ids of the active rows of each table. */
async function activeRows(): Promise<Record<(typeof tables)[number], string[]>> {
  const admin = await adminClient();
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { data, error } = await admin.from(table).select('id').eq('is_active', true);
      if (error) throw new Error(error.message);
      return [table, data.map((row) => row.id)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof tables)[number], string[]>;
}

/** Switches the rows `ids` of each table on or off, and waits for the rebuilt site. */
async function setActive(
  page: Page,
  ids: Record<(typeof tables)[number], string[]>,
  active: boolean,
): Promise<void> {
  const admin = await adminClient();
  for (const table of tables) {
    const { error } = await admin.from(table).update({ is_active: active }).in('id', ids[table]);
    if (error) throw new Error(error.message);
  }
  await waitForPublish(page);
}

/** Whether the reviews carousel has a customer's photo to show (the artwork does not count). */
async function carouselHasPhotos(): Promise<boolean> {
  const admin = await adminClient();
  const { data, error } = await admin
    .from('images')
    .select('alt_text, alt_text_es, file_name')
    .eq('category', 'testimonials');
  if (error) throw new Error(error.message);
  return data.some(carouselReady);
}

/** The sections the test switches, and the booking form's add-ons choice, on `lang`'s page. */
async function expectSections(page: Page, lang: (typeof languages)[number], shown: boolean) {
  await page.goto(localePath(lang));
  const count = shown ? 1 : 0;
  await expect(page.locator(`#${sectionIds.addOns}`)).toHaveCount(count);
  await expect(page.locator(`#${sectionIds.whyUs}`)).toHaveCount(count);
  const reviews = shown || (await carouselHasPhotos()) ? 1 : 0;
  await expect(page.locator(`#${sectionIds.reviews}`)).toHaveCount(reviews);
  // The sections around them stay.
  await expect(page.locator(`#${sectionIds.serviceArea}`)).toHaveCount(1);
  await page.locator(`#${sectionIds.home} [data-book]`).click();
  const dialog = page.locator('dialog#booking');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: t(lang, 'booking.addOns') })).toHaveCount(count);
  await expect(dialog.locator('[name="service_mode"]').first()).toBeVisible();
}

test('sections whose entries are all switched off leave both pages, and come back when switched on', async ({
  page,
}) => {
  test.slow();
  const ids = await activeRows();
  for (const table of tables) expect(ids[table].length, table).toBeGreaterThan(0);
  await setActive(page, ids, false);
  try {
    for (const lang of languages) await expectSections(page, lang, false);
  } finally {
    await setActive(page, ids, true);
  }
  for (const lang of languages) await expectSections(page, lang, true);
});
