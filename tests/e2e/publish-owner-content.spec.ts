import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import {
  editDialog,
  languageGroup,
  openEditor,
  toastWith,
  waitForPublish,
} from './support/editors.ts';
import { adminClient } from './support/stack.ts';

/**
 * What the owner types reaches both pages as they meant it: a price typed as an amount shows with
 * its dollar sign, an FAQ written in English only waits for its Spanish version off the Spanish
 * page, and a town added to the areas served shows wherever the site names the area. Each test
 * waits for the rebuilt site and puts back what it changed.
 */

/** The two sizes, each typing the price the way an owner might: bare, or with its dollar sign. */
const sizes = [
  { name: 'desktop', use: {}, typed: '195', amount: 195 },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 664 }, isMobile: true, hasTouch: true },
    typed: '$205',
    amount: 205,
  },
] as const;

/** The JSON-LD of the current page. */
async function jsonLd(page: Page): Promise<{ '@graph': Record<string, unknown>[] }> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
}

type Offer = { itemOffered: { name: string }; priceSpecification: Record<string, number> };

/** The JSON-LD offer of the package titled `title` on the current page. */
async function offerOf(page: Page, title: string): Promise<Offer | undefined> {
  const offers = (await jsonLd(page))['@graph'].flatMap(
    (node) =>
      (node.hasOfferCatalog as { itemListElement: Offer[] } | undefined)?.itemListElement ?? [],
  );
  return offers.find((offer) => offer.itemOffered.name.startsWith(`${title} – `));
}

for (const size of sizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use(size.use);

    test(`a package price typed as ${size.typed} shows as "$${size.amount}" on / and /es/ and in their JSON-LD`, async ({
      page,
    }) => {
      // The save writes both languages' rows: the leading-edge build can catch the first only, and
      // the second goes live with the build after the quiet period.
      test.slow();
      const admin = await adminClient();
      const { data: before } = await admin
        .from('service_packages')
        .select('id, title, price_sedan')
        .eq('package_type', 'silver')
        .eq('language', 'en')
        .single();
      const { data: spanish } = await admin
        .from('service_packages')
        .select('title')
        .eq('package_type', 'silver')
        .eq('language', 'es')
        .single();
      try {
        await openEditor(page, '/admin/packages');
        await page.getByRole('button', { name: `Edit “${before!.title}”` }).click();
        const price = editDialog(page).getByLabel('Sedan price');
        // A number keypad on phones; the site adds the dollar sign.
        await expect(price).toHaveAttribute('inputmode', 'decimal');
        await price.fill(size.typed);
        await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
        await expect(toastWith(page, 'Package updated successfully')).toBeVisible();
        const { data: saved } = await admin
          .from('service_packages')
          .select('price_sedan')
          .eq('package_type', 'silver');
        expect(saved!.map((row) => row.price_sedan)).toEqual([
          String(size.amount),
          String(size.amount),
        ]);

        await waitForPublish(page);
        for (const [path, title] of [
          ['/', before!.title],
          ['/es/', spanish!.title],
        ] as const) {
          await page.goto(path);
          const card = page
            .locator(`#${sectionIds.services} article`)
            .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
          const prices = card.getByTestId('package-prices');
          await expect(prices).toContainText(`$${size.amount}`);
          await expect(prices).not.toContainText('$$');
          const offer = await offerOf(page, title);
          expect(Object.values(offer!.priceSpecification)).toContain(size.amount);
        }
      } finally {
        await admin
          .from('service_packages')
          .update({ price_sedan: before!.price_sedan })
          .eq('id', before!.id);
      }
    });
  });
}

/** The questions of the FAQ section of the page at `path`. */
async function questions(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return (await page.locator(`#${sectionIds.faq} summary`).allTextContents()).map((q) => q.trim());
}

test('an FAQ added in English only is live on /, absent on /es/ and counted in "Needs Spanish"', async ({
  page,
}) => {
  const question = `Do you detail boats? (e2e ${Date.now()})`;
  const admin = await adminClient();
  try {
    await openEditor(page, '/admin/faqs');
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await languageGroup(page, 'English').getByLabel('Question').fill(question);
    await languageGroup(page, 'English').getByLabel('Answer').fill('Not yet: cars, SUVs and vans.');
    await languageGroup(page, 'Spanish')
      .getByRole('button', { name: 'Write Spanish later' })
      .click();
    await expect(languageGroup(page, 'Spanish')).toContainText('There is no Spanish version yet');
    await editDialog(page).getByRole('button', { name: 'Add FAQ' }).click();
    await expect(toastWith(page, 'FAQ added successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: question })).toContainText('Needs Spanish');
    // Its delete question names the one page it is on.
    await page
      .getByRole('region', { name: question })
      .getByRole('button', { name: `Delete “${question}”` })
      .click();
    const asking = page.getByRole('alertdialog', { name: 'Delete this FAQ?' });
    await expect(asking).toContainText(`“${question}” will be removed from the English page.`);
    await asking.getByRole('button', { name: 'Cancel' }).click();
    await expect(asking).toBeHidden();
    const { data: rows } = await admin
      .from('faq_items')
      .select('language')
      .eq('question', question);
    expect(rows!.map((row) => row.language)).toEqual(['en']);

    await page.goto('/admin');
    await expect(page.getByRole('region', { name: 'Needs Spanish' })).toContainText('FAQs (1)');

    await waitForPublish(page);
    expect(await questions(page, '/')).toContain(question);
    expect(await questions(page, '/es/')).not.toContain(question);
  } finally {
    await admin.from('faq_items').delete().eq('question', question);
  }
});

/** The names of the JSON-LD business's `areaServed` on the current page. */
async function areaServedNames(page: Page): Promise<string[]> {
  return (await jsonLd(page))['@graph']
    .flatMap((node) => (node.areaServed as { name: string }[] | undefined) ?? [])
    .map((place) => place.name);
}

test('a town added in Settings appears in the footer, the JSON-LD and the booking form’s area check of / and /es/', async ({
  page,
}) => {
  const admin = await adminClient();
  try {
    await openEditor(page, '/admin/settings');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const towns = editDialog(page).getByRole('group', { name: 'Area 2' }).getByLabel('Towns');
    // Two towns on one line, divided by a comma as owners often write them.
    await towns.fill(`${await towns.inputValue()}\nLeesburg, Ashburn`);
    await editDialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Site settings updated successfully')).toBeVisible();

    await waitForPublish(page);
    for (const path of ['/', '/es/']) {
      await page.goto(path);
      await expect(page.getByTestId('footer-towns')).toContainText('Leesburg');
      expect(await areaServedNames(page)).toEqual(expect.arrayContaining(['Leesburg', 'Ashburn']));
      await page.locator('[data-book="gold"]').click();
      const dialog = page.locator('dialog#booking');
      await expect(dialog).toBeVisible();
      const address = dialog.locator('[name="address"]');
      for (const town of ['Leesburg', 'Ashburn']) {
        await address.fill(`12 Market St, ${town}`);
        await expect(dialog.locator('[data-area-note]')).toBeHidden();
      }
      await address.fill('12 Market St, Frederick');
      await expect(dialog.locator('[data-area-note]')).toBeVisible();
    }
  } finally {
    // Without its row, the setting is the default list again.
    await admin.from('site_settings').delete().eq('key', 'service_area');
  }
});
