import { expect, test } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { expectCallAndTextFirst } from './support/contact.ts';
import { insideWord, lineBreaks, shownLines } from './support/text-lines.ts';
import { brandInHeader, spaceTextOut } from './support/text-spacing.ts';

/**
 * What a visitor sees at the widths where the layout used to stumble: the Spanish banner on the
 * smallest phone, the package cards at a tablet's width, the desktop without a phone's bottom bar,
 * the brand name beside the full nav, and the contact row a phone lands on.
 */

test('the Spanish banner takes at most two lines at 320 px, with no "·" left at a line end', async ({
  page,
}) => {
  for (const width of [320, 360, 390, 768]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(localePath('es'));
    const lines = await shownLines(
      page.getByRole('complementary', { name: t('es', 'banner.label') }),
    );
    expect(lines.length, `lines at ${width} px`).toBeLessThanOrEqual(2);
    expect(lines.length, `lines at ${width} px`).toBeGreaterThan(0);
    const strayDots = lines.filter((line) => line.last === '·');
    expect(strayDots, `"·" ending a line at ${width} px`).toHaveLength(0);
  }
});

for (const lang of languages) {
  test(`${lang}: the three packages share one row from 1024 px and stack one per row below, never two and one`, async ({
    page,
  }) => {
    const cards = page.locator(`#${sectionIds.services} article`);
    for (const [width, perRow] of [
      [1366, 3],
      [1024, 3],
      [768, 1],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(lang));
      const tops = await cards.evaluateAll((all) =>
        all.map((card) => Math.round(card.getBoundingClientRect().top)),
      );
      expect(tops, `${width} px`).toHaveLength(3);
      expect(new Set(tops).size, `rows at ${width} px: ${tops}`).toBe(3 / perRow);
    }
  });

  test(`${lang}: each card's three prices share one line even where a size label wraps`, async ({
    page,
  }) => {
    let wrapped = 0;
    for (const width of [320, 390, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(lang));
      const rows = await page.getByTestId('package-prices').evaluateAll((lists) =>
        lists.map((list) => ({
          prices: [...list.querySelectorAll('dd')].map((dd) =>
            Math.round(dd.getBoundingClientRect().top),
          ),
          labelHeights: [...list.querySelectorAll('dt')].map((dt) => dt.clientHeight),
        })),
      );
      for (const { prices, labelHeights } of rows) {
        expect(new Set(prices).size, `${width} px: ${prices}`).toBe(1);
        if (new Set(labelHeights).size > 1) wrapped++;
      }
    }
    // The check met a wrapped label at least once (else it would prove nothing) in Spanish.
    if (lang === 'es') expect(wrapped).toBeGreaterThan(0);
  });

  test(`${lang}: a card's size labels wrap between words or after a slash, never inside a word`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(localePath(lang));
    const labels = page.getByTestId('package-prices').locator('dt');
    let wrapped = 0;
    for (let width = 320; width <= 420; width += 4) {
      await page.setViewportSize({ width, height: 900 });
      const breaks = await lineBreaks(labels);
      wrapped += breaks.length;
      expect(breaks.filter(insideWord), `${width} px`).toEqual([]);
    }
    // The labels did wrap somewhere in this range (else the check proves nothing).
    expect(wrapped).toBeGreaterThan(0);
  });

  test(`${lang}: from 1024 px no bottom bar repeats the nav, and the brand name shows whole beside it`, async ({
    page,
  }) => {
    const bar = page.getByTestId('sticky-bar');
    const brand = page.getByTestId('brand');
    for (const width of [1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(lang));
      for (const link of await bar.getByRole('link').all()) await expect(link).toBeHidden();
      // What stays is the pair of round scroll buttons where they have room (nothing at all
      // where they do not), not a bar across the window.
      expect((await bar.boundingBox())?.width ?? 0, `${width} px`).toBeLessThan(200);
      await expect(brand).toHaveText(/\S/);
      expect(
        await brand.locator('span').evaluate((name) => name.scrollWidth <= name.clientWidth),
        `the whole name at ${width} px`,
      ).toBe(true);
    }
    // A phone keeps the bar: call, book and the other language.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(lang));
    await expect(bar.locator('a[href^="tel:"]')).toBeVisible();
    await expect(bar.locator('[data-book]')).toBeVisible();
    await expect(bar.getByRole('link', { name: t(lang, 'language.switchAria') })).toBeVisible();
  });

  test(`${lang}: the footer's areas and towns wrap after a "·", never before one`, async ({
    page,
  }) => {
    const lists = page
      .getByRole('region', { name: t(lang, 'footer.locations') })
      .locator('p')
      .filter({ hasText: '·' });
    for (const width of [320, 360, 390, 768]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(localePath(lang));
      await expect(lists).toHaveCount(2);
      for (const list of await lists.all()) {
        const lines = await shownLines(list);
        const strayDots = lines.filter((line) => line.first === '·');
        expect(strayDots, `lines starting with "·" at ${width} px`).toHaveLength(0);
      }
    }
  });

  test(`${lang}: on every phone width from 320 to 480 px the bottom bar's call, book and language links are whole on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(localePath(lang));
    const bar = page.getByTestId('sticky-bar');
    for (let width = 320; width <= 480; width += 4) {
      await page.setViewportSize({ width, height: 700 });
      const overflow = await bar.evaluate((aside, viewport) => {
        const row = aside.firstElementChild as HTMLElement;
        const links = [...aside.querySelectorAll('a')].map((link) => link.getBoundingClientRect());
        return {
          row: row.scrollWidth - row.clientWidth,
          edges: links.filter((box) => box.left < 0 || box.right > viewport).length,
        };
      }, width);
      expect(overflow, `${width} px`).toEqual({ row: 0, edges: 0 });
    }
  });

  // A visitor's own text spacing (WCAG 1.4.12: the line height, letter, word and paragraph spacing
  // it names) may not push a link of the fixed bar off the screen, where no scroll reaches it.
  test(`${lang}: with the text spaced out as WCAG 1.4.12 allows, the bottom bar's links stay whole on screen at 320 and 360 px`, async ({
    page,
  }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(localePath(lang));
      await spaceTextOut(page);
      const links = page.getByTestId('sticky-bar').getByRole('link');
      await expect(links).toHaveCount(3);
      for (const box of await links.evaluateAll((all) =>
        all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.left, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });

  // With the text spaced out the company name grew past its room: it was cut to 'DMV Mobile…' at
  // 320 px and to 'DM…' beside the Spanish nav at 1024 px.
  test(`${lang}: with the text spaced out as WCAG 1.4.12 allows, the header's brand name shows whole, clear of the rest of the header`, async ({
    page,
  }) => {
    for (const width of [320, 390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localePath(lang));
      await spaceTextOut(page);
      const brand = page.getByTestId('brand');
      await expect(brand).toHaveText(/\S/);
      const { name, whole, overlaps, header } = await brandInHeader(brand);
      const at = `${width} px`;
      expect(whole, `the whole name at ${at}`).toBe(true);
      expect(overlaps, `header items over the name at ${at}`).toEqual([]);
      expect(name.left, at).toBeGreaterThanOrEqual(0);
      expect(name.right, at).toBeLessThanOrEqual(width);
      expect(name.top, at).toBeGreaterThanOrEqual(header.top);
      expect(name.bottom, at).toBeLessThanOrEqual(header.bottom);
    }
  });

  test(`${lang}: the call and text links of the banner and the footer are at least 44 × 44 px on phones and tablets`, async ({
    page,
  }) => {
    for (const width of [390, 768, 1023]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(lang));
      const contact = 'a[href^="tel:"], a[href^="sms:"]';
      const links = page
        .getByRole('complementary', { name: t(lang, 'banner.label') })
        .locator(contact)
        .or(page.locator('footer').locator(contact));
      expect(await links.count(), `${width} px`).toBeGreaterThanOrEqual(4);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        const name = `${await link.getAttribute('href')} (${await link.innerText()}) at ${width} px`;
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test(`${lang}: at 390 px, Contact in the menu leads to call and text, first on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(lang));
    await page.getByRole('button', { name: t(lang, 'nav.openMenu') }).click();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: t(lang, 'nav.contact'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${sectionIds.contact}$`));
    await expectCallAndTextFirst(page);
  });
}
