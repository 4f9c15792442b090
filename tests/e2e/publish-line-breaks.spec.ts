import { expect, test } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { waitForPublish } from './support/editors.ts';
import { adminClient } from './support/stack.ts';
import { shownLines } from './support/text-lines.ts';

/**
 * Text the owner writes on several lines (an FAQ answer, a review) keeps its lines on the site,
 * as the admin's lists show it, instead of running together into one. The test adds an FAQ and a
 * review in both languages, waits for the rebuilt site, and removes them.
 */

const key = `e2e-lines-${Date.now()}`;
const written = {
  en: { question: 'Two lines? (e2e)', text: 'First line (e2e).\nSecond line (e2e).' },
  es: { question: '¿Dos líneas? (e2e)', text: 'Primera línea (e2e).\nSegunda línea (e2e).' },
};

test.afterEach(async () => {
  const admin = await adminClient();
  await admin.from('faq_items').delete().eq('faq_key', key);
  await admin.from('testimonials').delete().eq('testimonial_key', key);
});

test('an FAQ answer and a review written on two lines show on two lines on / and /es/', async ({
  page,
}) => {
  const admin = await adminClient();
  for (const language of languages) {
    const { error: faq } = await admin.from('faq_items').insert({
      faq_key: key,
      language,
      question: written[language].question,
      answer: written[language].text,
      display_order: 900,
    });
    expect(faq).toBeNull();
    const { error: review } = await admin.from('testimonials').insert({
      testimonial_key: key,
      language,
      author_name: 'Lines E2E',
      content: written[language].text,
      rating: 5,
      display_order: 900,
    });
    expect(review).toBeNull();
  }
  await waitForPublish(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  for (const language of languages) {
    await page.goto(localePath(language));
    const [first, second] = written[language].text.split('\n');
    const faq = page
      .locator(`#${sectionIds.faq} details`)
      .filter({ hasText: written[language].question });
    await faq.locator('summary').click();
    const answer = faq.locator('p');
    await expect(answer).toBeVisible();
    const review = page.locator(`#${sectionIds.reviews} blockquote p`).filter({ hasText: first! });
    for (const text of [answer, review]) {
      // Each line of the owner's text is a line on screen (each fits one at this width).
      const lines = await shownLines(text);
      expect(lines, `${language}: ${first} / ${second}`).toEqual([
        { first: first!.at(0), last: first!.at(-1) },
        { first: second!.at(0), last: second!.at(-1) },
      ]);
    }
  }
});
