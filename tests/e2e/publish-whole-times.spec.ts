import { expect, test } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { waitForPublish } from './support/editors.ts';
import { adminClient } from './support/stack.ts';
import { lineBreaks } from './support/text-lines.ts';

/**
 * A time the owner writes ('8 AM', '8:00 a. m.') never wraps inside itself on the site
 * (docs/product.md#landing-page). The test adds an FAQ in both languages whose answer holds times
 * after words of every length, so that at 320 px lines end all around them, waits for the rebuilt
 * site, and removes it.
 */

const key = `e2e-times-${Date.now()}`;
const times = { en: ['8 AM', '8:00 AM', '7:30 PM'], es: ['8:00 a. m.', '7 p. m.', '9:30 a. m.'] };
const question = { en: 'When do you open? (e2e)', es: '¿Cuándo abren? (e2e)' };
/** Words of 1 to 18 letters, each followed by a time. */
const answer = (language: keyof typeof times) =>
  Array.from({ length: 18 }, (_, i) => `${'w'.repeat(i + 1)} ${times[language][i % 3]}`).join(' ');
/** A time as the page may write it: its spaces plain or no-break. */
const shownTime = /\d+(?::\d\d)?[\s\u00a0]+[ap]\.?[\s\u00a0]?m\.?/gi;

test.afterEach(async () => {
  const admin = await adminClient();
  await admin.from('faq_items').delete().eq('faq_key', key);
});

test('a time in an FAQ answer stays on one line at 320 px on / and /es/', async ({ page }) => {
  const admin = await adminClient();
  for (const language of languages) {
    const { error } = await admin.from('faq_items').insert({
      faq_key: key,
      language,
      question: question[language],
      answer: answer(language),
      display_order: 900,
    });
    expect(error).toBeNull();
  }
  await waitForPublish(page);

  await page.setViewportSize({ width: 320, height: 640 });
  const splitTimes: Record<string, string[]> = {};
  for (const language of languages) {
    await page.goto(localePath(language));
    const faq = page.locator(`#${sectionIds.faq} details`).filter({ hasText: question[language] });
    await faq.locator('summary').click();
    const text = faq.locator('p');
    await expect(text).toBeVisible();
    const breaks = await lineBreaks(text);
    // The answer wraps onto many lines, so lines end next to, and without the rule inside, times.
    expect(breaks.length, language).toBeGreaterThan(8);
    splitTimes[language] = breaks.flatMap(({ text: shown, at }) =>
      [...shown.matchAll(shownTime)]
        .filter(({ index, 0: time }) => index < at && at < index + time.length)
        .map(({ 0: time }) => time),
    );
  }
  expect(splitTimes).toEqual({ en: [], es: [] });
});
