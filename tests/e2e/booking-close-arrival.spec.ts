import { localePath, t } from '../../src/i18n/index.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { expect, test, type Page } from './support/test.ts';

/**
 * A visitor who arrived at a section's address (`/#fleet`, from /privacy/'s link or typed) and
 * closes the booking form stays where they were: the button that opened it in view and focused,
 * no jump to the page's top (docs/decisions.md, "The page's entry turns back to auto scroll
 * restoration after the browser's restore").
 */

const dialogOf = (page: Page, lang: 'en' | 'es') =>
  page.getByRole('dialog', { name: t(lang, 'booking.title') });
const fleet = `#${sectionIds.fleet}`;
const fleetButton = (page: Page, lang: 'en' | 'es') =>
  page.locator(fleet).getByRole('link', { name: t(lang, 'fleet.request') });

/** Arrives at `#fleet` as a link from another page does, and waits for the page to settle there. */
async function arrive(page: Page, lang: 'en' | 'es') {
  await page.goto(`${localePath(lang)}${fleet}`);
  const button = fleetButton(page, lang);
  // The landing's delayed scroll to the section has run and come to rest.
  await expect(page.locator(fleet)).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  await expect(button).toBeInViewport();
  return button;
}

/** Over the next second the page never leaves the button's place, and ends with it focused. */
async function expectStayed(page: Page, lang: 'en' | 'es', before: number) {
  const button = fleetButton(page, lang);
  const tops = await page.evaluate(async () => {
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) {
      seen.push(Math.round(window.scrollY));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  });
  expect(tops.filter((top) => Math.abs(top - before) > 1)).toEqual([]);
  await expect(button).toBeInViewport();
  await expect(button).toBeFocused();
}

for (const lang of ['en', 'es'] as const) {
  test(`${lang} at 1366 px: arrived at #fleet, the form opened by keyboard and closed with Escape or Back leaves the page and focus on the fleet's button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const button = await arrive(page, lang);
    const before = await page.evaluate(() => window.scrollY);
    const dialog = dialogOf(page, lang);
    for (const close of ['Escape', 'Back'] as const) {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.goBack();
      await expect(dialog).toBeHidden();
      await expectStayed(page, lang, before);
      expect(new URL(page.url()).hash, close).toBe(fleet);
    }
  });

  test(`${lang} at 390 px by touch: arrived at #fleet, tapping the form's ${t(lang, 'booking.close')} leaves the page and focus on the fleet's button @mobile-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const button = await arrive(page, lang);
    const before = await page.evaluate(() => window.scrollY);
    await button.tap();
    const dialog = dialogOf(page, lang);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t(lang, 'booking.close'), exact: true }).tap();
    await expect(dialog).toBeHidden();
    await expectStayed(page, lang, before);
    expect(new URL(page.url()).hash).toBe(fleet);
  });
}
