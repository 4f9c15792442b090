import { localePath, t } from '../../src/i18n/index.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { expectCallAndTextFirst } from './support/contact.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';

/**
 * Without JavaScript (or when the form's module cannot load) every booking button is still a link
 * to the contact row, where the business can be called or texted: on a phone (390 px) that row is
 * the first thing on screen, and Contact in the menu leads there too.
 */
test.use({ javaScriptEnabled: false });

type Trigger = [string, (page: Page) => Locator];
const everywhere: Trigger[] = [
  ["the hero's Schedule Now", (page) => page.locator(`#${sectionIds.home} [data-book]`)],
  ["a package's Book", (page) => page.locator('[data-book="gold"]')],
];
const desktop: Trigger[] = [
  ["the nav's Book Now", (page) => page.locator('header nav [data-book]').first()],
];
const phone: Trigger[] = [
  ["the sticky bar's Book", (page) => page.getByTestId('sticky-bar').locator('[data-book]')],
];

for (const lang of ['en', 'es'] as const) {
  for (const [width, triggers] of [
    [1366, [...everywhere, ...desktop]],
    [390, [...everywhere, ...phone]],
  ] as const) {
    test(`${lang} at ${width} px: without JavaScript every kind of booking button leads to call and text`, async ({
      page,
    }) => {
      // Three page loads and their checks: more than a minute when the machine is busy.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      for (const [name, trigger] of triggers) {
        await test.step(name, async () => {
          await page.goto(localePath(lang));
          await trigger(page).click();
          await expect(page).toHaveURL(new RegExp(`${localePath(lang)}#${sectionIds.contact}$`));
          await expectCallAndTextFirst(page);
        });
      }
      // Nothing of the form is on the page: its markup comes with its script.
      await expect(page.locator('dialog')).toHaveCount(0);
    });
  }

  test(`${lang} at 390 px: without JavaScript, Contact leads to call and text, first on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(lang));
    // No script opens the menu: the page's own Contact link (the menu's, in the markup) is followed.
    const contact = page
      .locator('#mobile-menu')
      .getByRole('link', { name: t(lang, 'nav.contact'), exact: true, includeHidden: true });
    await page.goto((await contact.getAttribute('href'))!);
    await expect(page).toHaveURL(new RegExp(`#${sectionIds.contact}$`));
    await expectCallAndTextFirst(page);
  });
}
