import { expect, test } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { insideWord, lineBreaks, shownLines } from './support/text-lines.ts';

/**
 * The booking form on every phone width: its buttons keep their words whole (the page lets a long
 * word break anywhere, which a button squeezed by its row would otherwise do), and the title
 * beside Close wraps instead.
 */

for (const lang of languages) {
  test(`${lang}: from 320 to 420 px the booking form's Close shows on one line inside the form, and no button or choice splits a word`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(localePath(lang));
    await page.locator(`#${sectionIds.home} [data-book]`).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'booking.title') });
    await expect(dialog).toBeVisible();
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
