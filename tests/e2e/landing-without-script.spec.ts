import { localePath, t, type UiKey } from '../../src/i18n/index.ts';
import { sectionIds, type SectionId } from '../../src/components/landing/section-ids.ts';
import { clickInPlace } from './support/click-in-place.ts';
import { scrollSettled } from './support/contact.ts';
import { expect, test } from './support/test.ts';

/**
 * Without JavaScript a phone visitor (390 px) still gets the header's menu and every picture of the
 * reviews carousel (docs/product.md, "Without JavaScript").
 */
const destinations: [UiKey, SectionId][] = [
  ['nav.about', sectionIds.about],
  ['nav.serviceArea', sectionIds.serviceArea],
  ['nav.contact', sectionIds.contact],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'es'] as const) {
    test(`${lang} at 390 px: the header's menu opens and its links land on About, Service Area and Contact @mobile`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localePath(lang));
      const menu = page.locator('#mobile-menu');
      // The one menu control on screen in the header, whatever its element.
      const toggle = page
        .locator('header')
        .getByLabel(t(lang, 'nav.openMenu'), { exact: true })
        .filter({ visible: true });
      const close = page
        .locator('header')
        .getByRole('link', { name: t(lang, 'nav.closeMenu'), exact: true });
      await test.step('opened and closed where the visitor reads', async () => {
        await page.locator(`#${sectionIds.reviews}`).scrollIntoViewIfNeeded();
        const readingAt = await page.evaluate(() => scrollY);
        await clickInPlace(page, toggle);
        await expect(menu).toBeVisible();
        await clickInPlace(page, close);
        await expect(menu).toBeHidden();
        expect(await page.evaluate(() => scrollY)).toBe(readingAt);
      });
      for (const [key, id] of destinations) {
        await test.step(t(lang, key), async () => {
          await expect(menu).toBeHidden();
          await toggle.click();
          await expect(menu).toBeVisible();
          const link = menu.getByRole('link', { name: t(lang, key), exact: true });
          await expect(link).toBeInViewport({ ratio: 1 });
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${localePath(lang)}#${id}$`));
          // Following a link closes the menu and leaves the section on screen below the header.
          await expect(menu).toBeHidden();
          await scrollSettled(page);
          const section = page.locator(`#${id}`);
          await expect(section).toBeInViewport();
          const headerBottom = (await page.locator('header').boundingBox())!.height;
          expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom - 1);
        });
      }
    });

    test(`${lang} at 390 px: every picture of the reviews carousel can be brought on screen @mobile`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localePath(lang));
      const carousel = page.locator('reviews-carousel');
      const slides = carousel.locator('[data-slides] > *');
      expect(await slides.count()).toBeGreaterThan(1);
      for (const slide of await slides.all()) {
        await expect(slide).toBeVisible();
        await slide.scrollIntoViewIfNeeded();
        await expect(slide).toBeInViewport({ ratio: 0.9 });
        await expect(slide.getByRole('img')).toBeVisible();
      }
      // The arrows and dots need the script: without it they are not offered.
      await expect(carousel.getByRole('button')).toHaveCount(0);
    });
  }
});
