import { expect, test, type Page } from './support/test.ts';
import { sidewaysScroll } from './support/scroll.ts';
import { openEditor, waitForPublish } from './support/editors.ts';
import { adminClient } from './support/stack.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { localePath } from '../../src/i18n/index.ts';

/**
 * One long word (a pasted link, a name written without spaces) wraps inside its box instead of
 * widening the page: on a 320 px phone neither landing page nor the admin's list of reviews
 * scrolls sideways. The test writes such words into the top banner, the hero (title and call
 * button), the first review, FAQ (question and answer), About card and add-on, and the Silver
 * package (title and a feature) of each language, waits for the rebuilt site, and puts the rows
 * back.
 */

const link = 'https://www.instagram.com/mariag_detallado_autos_de_lujo_en_virginia_y_maryland';
const name = 'Mariaguadalupegonzalezdelosrioshernandezperez';

/** How far the page scrolls sideways once every section has been laid out (0: not at all). */
async function sidewaysAfterScrollingThrough(page: Page): Promise<number> {
  // Sections below the first screen are laid out as they near the viewport (content-visibility).
  for (const section of await page.locator('main > section, body > footer').all()) {
    await section.scrollIntoViewIfNeeded();
  }
  return sidewaysScroll(page);
}

/** The elements whose box ends past the viewport's right edge, named by their text's start. */
function pastTheEdge(page: Page, text: string) {
  return page.evaluate((text) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.textContent?.includes(text) || !element.checkVisibility()) continue;
      // A screen reader's name for a button: clipped to 1 px, it takes no room on screen.
      if (element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > innerWidth + 0.5) {
        out.push(`${element.tagName.toLowerCase()} ${Math.round(box.right)}`);
      }
    }
    return out;
  }, text);
}

test('a long word in the banner, the hero, a review, an FAQ, an About card, an add-on or a package wraps at 320 px, on the site and in the admin', async ({
  page,
}) => {
  test.slow();
  const admin = await adminClient();
  /** The row a query answers with, the test stopping on an error. */
  const row = async <R>(query: PromiseLike<{ data: R; error: unknown }>) => {
    const { data, error } = await query;
    expect(error).toBeNull();
    return data!;
  };
  const restores: (() => PromiseLike<unknown>)[] = [];
  try {
    for (const language of languages) {
      // The first shown of each: the one a visitor sees first.
      const review = await row(
        admin
          .from('testimonials')
          .select('id, content, author_name')
          .eq('language', language)
          .eq('is_active', true)
          .order('display_order')
          .limit(1)
          .single(),
      );
      const faq = await row(
        admin
          .from('faq_items')
          .select('id, question, answer')
          .eq('language', language)
          .eq('is_active', true)
          .order('display_order')
          .limit(1)
          .single(),
      );
      const about = await row(
        admin
          .from('about_sections')
          .select('id, description')
          .eq('language', language)
          .eq('is_active', true)
          .order('display_order')
          .limit(1)
          .single(),
      );
      const { data: pkg } = await admin
        .from('service_packages')
        .select('id, title, features')
        .eq('language', language)
        .eq('package_type', 'silver')
        .single();
      const addOn = await row(
        admin
          .from('additional_services')
          .select('id, name')
          .eq('language', language)
          .eq('is_active', true)
          .order('display_order')
          .limit(1)
          .single(),
      );
      const hero = await row(
        admin
          .from('hero_content')
          .select('id, title, cta_secondary_text')
          .eq('language', language)
          .single(),
      );
      const bannerKey = `top_banner_message_${language}`;
      const banner = await row(
        admin.from('site_settings').select('value').eq('key', bannerKey).single(),
      );
      restores.push(
        () =>
          admin
            .from('testimonials')
            .update({ content: review.content, author_name: review.author_name })
            .eq('id', review.id),
        () =>
          admin
            .from('faq_items')
            .update({ question: faq.question, answer: faq.answer })
            .eq('id', faq.id),
        () => admin.from('additional_services').update({ name: addOn.name }).eq('id', addOn.id),
        () =>
          admin
            .from('hero_content')
            .update({ title: hero.title, cta_secondary_text: hero.cta_secondary_text })
            .eq('id', hero.id),
        () => admin.from('site_settings').update({ value: banner.value }).eq('key', bannerKey),
        () =>
          admin
            .from('about_sections')
            .update({ description: about.description })
            .eq('id', about.id),
        () =>
          admin
            .from('service_packages')
            .update({ title: pkg!.title, features: pkg!.features })
            .eq('id', pkg!.id),
      );
      const writes = await Promise.all([
        admin
          .from('testimonials')
          .update({ content: `See the photos at ${link}`, author_name: name })
          .eq('id', review.id),
        admin
          .from('faq_items')
          .update({ question: `${name}?`, answer: `Photos: ${link}` })
          .eq('id', faq.id),
        admin.from('additional_services').update({ name }).eq('id', addOn.id),
        admin
          .from('hero_content')
          .update({ title: `${name} ${name}`, cta_secondary_text: link })
          .eq('id', hero.id),
        admin
          .from('site_settings')
          .update({ value: `${name} ${link}` })
          .eq('key', bannerKey),
        admin.from('about_sections').update({ description: link }).eq('id', about.id),
        admin
          .from('service_packages')
          .update({ title: name, features: [name, ...pkg!.features.slice(1)] })
          .eq('id', pkg!.id),
      ]);
      for (const { error } of writes) expect(error).toBeNull();
    }
    await waitForPublish(page);

    await page.setViewportSize({ width: 320, height: 640 });
    for (const language of languages) {
      await page.goto(localePath(language));
      // The FAQ's answer shows when its question is opened.
      await page.locator('details', { hasText: link }).locator('summary').click();
      const sideways = await sidewaysAfterScrollingThrough(page);
      for (const text of [link, name]) {
        expect(await pastTheEdge(page, text), `${language}: ${text}`).toEqual([]);
      }
      expect(sideways, `${language} page`).toBe(0);
      // A button whose text wraps keeps round corners: as a pill it became an ellipse that cut
      // its text.
      const book = page.locator('#services [data-book="silver"]');
      expect((await book.boundingBox())!.height).toBeGreaterThan(60);
      const corner = await book.evaluate((b) =>
        parseFloat(getComputedStyle(b).borderTopLeftRadius),
      );
      expect(corner).toBeLessThanOrEqual(24);
    }

    await openEditor(page, '/admin/testimonials');
    await expect(page.getByText(link).filter({ visible: true }).first()).toBeVisible();
    const sideways = await sidewaysAfterScrollingThrough(page);
    for (const text of [link, name]) {
      expect(await pastTheEdge(page, text), `admin reviews: ${text}`).toEqual([]);
    }
    expect(sideways, 'admin reviews').toBe(0);
  } finally {
    for (const restore of restores) await restore();
  }
});
