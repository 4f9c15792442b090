import { expect, test } from './support/test.ts';
import { languages, type Language } from '../../src/lib/content/schema.ts';
import { pagePath, sitePages, t } from '../../src/i18n/index.ts';
import { expectedContent } from './support/content.ts';
import { brandInHeader, spaceTextOut } from './support/text-spacing.ts';

const title = (lang: Language, page: (typeof sitePages)[number]) =>
  t(lang, page === 'privacy' ? 'footer.privacy' : 'footer.termsOfService');

test('no built page links to a "#" placeholder', async ({ request }) => {
  const paths = languages.flatMap((lang) => [
    pagePath(lang),
    ...sitePages.map((page) => pagePath(lang, page)),
  ]);
  expect(paths).toHaveLength(6);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toMatch(/href=["']#["']/);
  }
});

for (const lang of languages) {
  for (const page of sitePages) {
    test(`the ${lang} ${page} page loads in its language, without scripts, from the footer link`, async ({
      page: browser,
    }) => {
      const { settings } = await expectedContent(lang);
      await browser.goto(pagePath(lang));
      await browser
        .getByRole('contentinfo')
        .getByRole('link', { name: title(lang, page) })
        .click();
      await expect(browser).toHaveURL(new RegExp(`${pagePath(lang, page)}$`));
      await expect(browser.locator('html')).toHaveAttribute('lang', lang);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(title(lang, page));
      await expect(browser.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
      const main = browser.getByRole('main');
      await expect(main.locator('a[href^="tel:"]')).toHaveText(settings.phone_number!);
      // 'Call or text us': both ways.
      await expect(main.locator('a[href^="sms:"]')).toHaveAccessibleName(
        `${t(lang, 'banner.text')} ${settings.phone_number}`,
      );
      await expect(main.locator('a[href^="mailto:"]')).toHaveText(settings.contact_email!);
      const canonical = browser.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', new RegExp(`${pagePath(lang, page)}$`));
    });
  }

  test(`the ${lang} privacy, terms and 404 pages show the business's whole name on a 320 px phone`, async ({
    page: browser,
  }) => {
    const { settings } = await expectedContent(lang);
    const company = settings.company_name!;
    await browser.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      ...sitePages.map((page) => pagePath(lang, page)),
      `${pagePath(lang)}nope`,
    ]) {
      await browser.goto(path);
      const brand = browser
        .getByRole('banner')
        .getByRole('link', { name: t(lang, 'nav.homeAria', { company }) })
        .locator('span');
      await expect(brand, path).toHaveText(company);
      // Neither cut at its end (an ellipsis) nor clipped below its lines.
      expect(
        await brand.evaluate(
          (name) => name.scrollWidth <= name.clientWidth && name.scrollHeight <= name.clientHeight,
        ),
        path,
      ).toBe(true);
    }
  });

  // With the text spaced out the name took three lines in the fixed 64 px bar at 320 px: its first
  // line rose above the top of the page and its last ran out over the page below.
  test(`the ${lang} privacy, terms and 404 pages, with the text spaced out as WCAG 1.4.12 allows, show the header's name and language link whole, inside the header and clear of each other`, async ({
    page: browser,
  }) => {
    const { settings } = await expectedContent(lang);
    const company = settings.company_name!;
    for (const path of [
      ...sitePages.map((page) => pagePath(lang, page)),
      `${pagePath(lang)}nope`,
    ]) {
      for (const width of [320, 390, 1024, 1280]) {
        await browser.setViewportSize({ width, height: 800 });
        await browser.goto(path);
        await spaceTextOut(browser);
        const header = browser.getByRole('banner');
        const brand = header.getByRole('link', { name: t(lang, 'nav.homeAria', { company }) });
        await expect(brand.locator('span')).toHaveText(company);
        const { name, whole, overlaps, header: bar } = await brandInHeader(brand);
        const at = `${path} at ${width} px`;
        expect(whole, `the whole name on ${at}`).toBe(true);
        expect(overlaps, `header items over the name on ${at}`).toEqual([]);
        const language = await header
          .locator('a[hreflang]')
          .evaluate((link) => link.getBoundingClientRect().toJSON() as DOMRect);
        for (const [what, box] of [
          ['name', name],
          ['language link', language],
        ] as const) {
          expect(box.left, `${what} on ${at}`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${what} on ${at}`).toBeLessThanOrEqual(width);
          expect(box.top, `${what} on ${at}`).toBeGreaterThanOrEqual(bar.top);
          expect(box.bottom, `${what} on ${at}`).toBeLessThanOrEqual(bar.bottom);
        }
      }
    }
  });

  test(`the ${lang} pages are reachable without a trailing slash`, async ({ request }) => {
    for (const page of sitePages) {
      const path = pagePath(lang, page).replace(/\/$/, '');
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    }
  });
}

test('the sitemap lists every indexable page with the hreflang alternates its head names', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  const alternates = (text: string, pattern: RegExp) =>
    [...text.matchAll(pattern)].map(([, lang, href]) => `${lang} ${new URL(href!).pathname}`);
  const listed = entries.map(([, loc]) => new URL(loc!).pathname);
  for (const lang of languages) {
    for (const page of [undefined, ...sitePages]) expect(listed).toContain(pagePath(lang, page));
  }
  for (const [, loc, links] of entries) {
    const head = await (await request.get(new URL(loc!).pathname)).text();
    const inHead = alternates(head, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g);
    expect(inHead.length, loc).toBe(3);
    expect(alternates(links!, /hreflang="([^"]+)" href="([^"]+)"/g), loc).toEqual(inHead);
  }
});
