import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { languages, type Language } from '../../src/lib/content/schema.ts';
import { insideWord, lineBreaks, shownLines, type LineBreak } from './support/text-lines.ts';

/**
 * The booking form on every phone width: its buttons keep their words whole (the page lets a long
 * word break anywhere, which a button squeezed by its row would otherwise do), and the title
 * beside Close wraps instead.
 */

/** The booking form, opened from the hero on a 320 px phone. */
async function openAt320(page: Page, lang: Language) {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(localePath(lang));
  await page.locator(`#${sectionIds.home} [data-book]`).click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'booking.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of languages) {
  test(`${lang}: from 320 to 420 px the booking form's Close shows on one line inside the form, and no button or choice splits a word`, async ({
    page,
  }) => {
    const dialog = await openAt320(page, lang);
    const close = dialog.getByRole('button', { name: t(lang, 'booking.close'), exact: true });
    const labels = dialog
      .getByRole('button')
      .or(dialog.locator('label:has(> input[type="radio"], > input[type="checkbox"])'));
    for (let width = 320; width <= 420; width += 10) {
      await page.setViewportSize({ width, height: 700 });
      expect(await shownLines(close), `Close's lines at ${width} px`).toHaveLength(1);
      const [button, form] = [(await close.boundingBox())!, (await dialog.boundingBox())!];
      expect(button.x + button.width, `Close's right edge at ${width} px`).toBeLessThanOrEqual(
        form.x + form.width,
      );
      expect((await lineBreaks(labels)).filter(insideWord), `${width} px`).toEqual([]);
    }
  });
}

for (const lang of languages) {
  test(`${lang}: from 320 to 420 px and beside a second column, an add-on's price in the booking form never wraps inside itself`, async ({
    page,
  }) => {
    const dialog = await openAt320(page, lang);
    const addOns = dialog.locator('label:has(> input[name="add_ons"])');
    // The seed holds ranges ('$60 – $100'), the prices that could split at their dash.
    await expect(addOns.filter({ hasText: /\$\d+ – \$\d+/ }).first()).toBeVisible();
    // A break between the '(' and the ')' of a price holding a digit.
    const insidePrice = ({ text, at }: LineBreak) => {
      const open = text.lastIndexOf('(', at - 1);
      const close = text.indexOf(')', open);
      return open >= 0 && open < at && at <= close && /\d/.test(text.slice(open, close));
    };
    const widths = [...Array.from({ length: 11 }, (_, i) => 320 + i * 10), 640, 700, 768];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 700 });
      expect((await lineBreaks(addOns)).filter(insidePrice), `${width} px`).toEqual([]);
    }
  });
}
