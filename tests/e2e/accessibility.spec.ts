import { expect, test, type Locator } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { localePath, pagePath, sitePages, t } from '../../src/i18n/index.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { languages } from '../../src/lib/content/schema.ts';

const legalPages = languages.flatMap((lang) => sitePages.map((page) => pagePath(lang, page)));
// The pages a visitor lands on: every axe rule of any impact, best practices such as "region"
// (all content inside landmarks) included.
for (const path of ['/', '/es/', '/not-a-page', '/es/no-es-una-pagina']) {
  test(`${path} breaks no axe rule at all @mobile`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page, { allRules: true });
  });
}

for (const path of legalPages) {
  test(`${path} has no WCAG 2 A/AA violations @mobile`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

// In forced colours (Windows' contrast themes) text takes the theme's colours; an icon must follow
// its text, not keep the brand colour the theme cannot see (the FAQ chevrons, the service-area pins).
for (const path of ['/', '/es/']) {
  test(`${path} in forced colours draws every icon in its text's colour @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(path);
    const icons = await page.locator('svg.icon').evaluateAll((svgs) =>
      svgs.map((svg) => ({
        where: `${svg.closest('[id]')?.id ?? 'page'} › ${svg.parentElement!.tagName.toLowerCase()}`,
        matches: getComputedStyle(svg).color === getComputedStyle(svg.parentElement!).color,
      })),
    );
    expect(icons.length).toBeGreaterThan(10);
    expect(icons.filter((icon) => !icon.matches).map((icon) => icon.where)).toEqual([]);
  });
}

/** The border `element` is drawn with, as the page paints it ('' when none). */
const borderOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none'
      ? style.borderTopColor
      : '';
  });

// Forced colours repaint every fill as the page's background: a filled button would be bare text,
// the booking form would have no edge over the page, and the carousel's dots would vanish.
for (const lang of ['en', 'es'] as const) {
  test(`${lang}: in forced colours the filled buttons, the booking form and the carousel's dots stay visible @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(localePath(lang));
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const book = page.locator(`#${sectionIds.home} [data-book]`);
    expect(await borderOf(book)).not.toBe('');

    const dots = page.locator('[data-go] > span');
    await expect(dots).toHaveCount(3);
    const fills = await dots.evaluateAll((spans) =>
      spans.map((span) => getComputedStyle(span).backgroundColor),
    );
    expect(fills.filter((fill) => fill === canvas)).toEqual([]);
    // The current slide's dot is told apart by more than its width.
    expect(fills[1]).toBe(fills[2]);
    expect(fills[0]).not.toBe(fills[1]);

    await book.click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'booking.title') });
    await expect(dialog).toBeVisible();
    expect(await borderOf(dialog)).not.toBe('');
    for (const name of [t(lang, 'booking.close'), t(lang, 'booking.submit')])
      expect(await borderOf(dialog.getByRole('button', { name }))).not.toBe('');
  });
}

/** The outline `element` is drawn with, as the page paints it ('' when none). */
const outlineOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none'
      ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : '';
  });

// Contrast themes drop box shadows: the rings that edge the package cards and mark the featured
// one (Most popular) would vanish, leaving no card told apart from the others.
for (const lang of ['en', 'es'] as const) {
  test(`${lang}: in forced colours each package card keeps an edge, the featured one its own, and a focused Book its ring @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(localePath(lang));
    const card = (slug: string) =>
      page.locator('article').filter({ has: page.locator(`[data-book="${slug}"]`) });
    const featured = await outlineOf(card('gold'));
    const others = [await outlineOf(card('silver')), await outlineOf(card('platinum'))];
    expect(featured).not.toBe('');
    expect(others).not.toContain('');
    expect(others).not.toContain(featured);

    const book = page.locator('[data-book="silver"]');
    await book.focus();
    await expect(book).toBeFocused();
    expect(await outlineOf(book)).not.toBe('');
  });
}

// The FAQ's open question is marked by a ring (a box shadow), which contrast themes drop: an open
// question would look like a closed one, and the questions would have no edge at all.
for (const lang of ['en', 'es'] as const) {
  test(`${lang}: in forced colours each FAQ question keeps an edge and the open one its own mark @mobile`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(localePath(lang));
    const questions = page.locator(`#${sectionIds.faq} details`);
    expect(await questions.count()).toBeGreaterThan(1);
    const closed = await outlineOf(questions.first());
    expect(closed).not.toBe('');

    await questions.first().locator('summary').click();
    await expect(questions.first()).toHaveAttribute('open');
    const open = await outlineOf(questions.first());
    expect(open).not.toBe('');
    expect(open).not.toBe(closed);
    expect(await outlineOf(questions.nth(1))).toBe(closed);
  });
}
