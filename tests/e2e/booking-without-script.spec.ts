import { localePath } from '../../src/i18n/index.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Without JavaScript (or when the form's module cannot load) every booking button is still a link
 * to the contact row, where the business can be called or texted (docs/product.md#booking-form).
 */
test.use({ javaScriptEnabled: false });

const triggers: [string, (page: Page) => Locator][] = [
  ["the hero's Schedule Now", (page) => page.locator(`#${sectionIds.home} [data-book]`)],
  ["the nav's Book Now", (page) => page.locator('header nav [data-book]').first()],
  ["a package's Book", (page) => page.locator('[data-book="gold"]')],
  ["the sticky bar's Book", (page) => page.getByTestId('sticky-bar').locator('[data-book]')],
];

for (const lang of ['en', 'es'] as const) {
  test(`${lang}: without JavaScript every kind of booking button leads to call and text`, async ({
    page,
  }) => {
    for (const [name, trigger] of triggers) {
      await test.step(name, async () => {
        await page.goto(localePath(lang));
        await trigger(page).click();
        await expect(page).toHaveURL(new RegExp(`${localePath(lang)}#${sectionIds.contact}$`));
        const contact = page.locator(`#${sectionIds.contact}`);
        await expect(contact.locator('a[href^="tel:"]')).toBeInViewport();
        await expect(contact.locator('a[href^="sms:"]')).toBeInViewport();
        await expect(page.locator('dialog#booking')).not.toHaveAttribute('open');
      });
    }
  });
}
