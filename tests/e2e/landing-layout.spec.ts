import { expect, test, type Page } from './support/test.ts';
import { sidewaysScroll } from './support/scroll.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { languages } from '../../src/lib/content/schema.ts';
import { expectedContent } from './support/content.ts';
import { tabThroughPage } from './support/focus-check.ts';

/**
 * The widths docs/architecture.md#bars holds the landing page to, from a small phone to a wide
 * desktop.
 */
const widths = [320, 390, 768, 1024, 1366, 1920];
const height = (width: number) => (width < 768 ? 844 : 900);

/**
 * The map is Google's and cannot load here: a stand-in page with one control, so Tab enters the
 * frame as it does the real map.
 */
async function standInMap(page: Page) {
  await page.route(/google\.com\/maps/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><button>Zoom in</button></html>',
    }),
  );
}

/** Elements of the header, bottom bar or open menu that stick out of where they must fit. */
function itemsOutOfPlace(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0 && el.checkVisibility();
    const label = (el: Element) =>
      el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ');
    const out: string[] = [];
    // Header items stay inside the nav's content box (its padding is the page's content edge).
    const nav = document.querySelector('header nav')!;
    const box = nav.getBoundingClientRect();
    const style = getComputedStyle(nav);
    const [left, right] = [
      box.left + parseFloat(style.paddingLeft),
      box.right - parseFloat(style.paddingRight),
    ];
    for (const item of nav.querySelectorAll('a[href], button')) {
      const r = item.getBoundingClientRect();
      if (shown(item) && (r.left < left - 0.5 || r.right > right + 0.5)) {
        out.push(`nav: ${label(item)} ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
    }
    // The bottom bar and the open menu are fixed or absolute: overflow there is clipped, not
    // scrollable, so every item must lie inside the window.
    for (const item of document.querySelectorAll(
      '[data-testid="sticky-bar"] *, #mobile-menu a, #mobile-menu button',
    )) {
      const r = item.getBoundingClientRect();
      if (shown(item) && r.width > 0 && (r.left < -0.5 || r.right > innerWidth + 0.5)) {
        out.push(`${label(item)} ${Math.round(r.left)}–${Math.round(r.right)}`);
      }
    }
    return out;
  });
}

for (const lang of languages) {
  test.describe(`the ${lang} landing page from 320 to 1920 px`, () => {
    test('never scrolls sideways and keeps every nav item inside the content edge', async ({
      page,
    }) => {
      await page.setViewportSize({ width: widths[0]!, height: height(widths[0]!) });
      await page.goto(localePath(lang));
      const menuButton = page.getByRole('button', { name: t(lang, 'nav.openMenu') });
      for (const width of widths) {
        await page.setViewportSize({ width, height: height(width) });
        expect(await sidewaysScroll(page), `sideways scroll at ${width} px`).toBe(0);
        expect(await itemsOutOfPlace(page), `at ${width} px`).toEqual([]);
        // Below 1024 px the nav lives in the menu: open it and check its items too.
        const collapsed = await menuButton.isVisible();
        expect(collapsed, `menu button at ${width} px`).toBe(width < 1024);
        const nav = collapsed ? page.locator('#mobile-menu') : page.locator('header nav');
        if (collapsed) await menuButton.click();
        for (const key of ['nav.home', 'nav.about', 'nav.serviceArea', 'nav.contact'] as const) {
          await expect(nav.getByRole('link', { name: t(lang, key), exact: true })).toBeVisible();
        }
        await expect(nav.getByRole('link', { name: t(lang, 'nav.bookNow') })).toBeVisible();
        await expect(nav.getByRole('link', { name: t(lang, 'nav.login') })).toBeVisible();
        await expect(nav.getByRole('link', { name: t(lang, 'language.switchAria') })).toBeVisible();
        expect(await itemsOutOfPlace(page), `open menu at ${width} px`).toEqual([]);
        expect(await sidewaysScroll(page), `sideways scroll with the menu at ${width} px`).toBe(0);
        if (collapsed) await page.keyboard.press('Escape');
      }
      // A signed-in admin's header: Dashboard and Logout instead of Login (as nav-session.ts
      // shows them) still fit, the company name giving way first.
      await page.evaluate(() =>
        document.querySelectorAll<HTMLElement>('[data-auth]').forEach((link) => {
          link.hidden = link.dataset.auth === 'login';
        }),
      );
      for (const width of widths.filter((w) => w >= 1024)) {
        await page.setViewportSize({ width, height: height(width) });
        expect(await itemsOutOfPlace(page), `signed in at ${width} px`).toEqual([]);
      }
    });

    test('never hides a focused element under a fixed bar and always shows its focus ring', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await standInMap(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const width of widths) {
        await page.setViewportSize({ width, height: height(width) });
        await page.goto(localePath(lang));
        // The lazy map loads before the walk, as it would while a visitor reads down to it.
        await page.locator('iframe').scrollIntoViewIfNeeded();
        await page.frameLocator('iframe').getByRole('button').waitFor();
        const { reached, problems } = await tabThroughPage(page);
        expect(problems, `at ${width} px`).toEqual([]);
        // The walk went from the skip link to the bottom bar, not just a few steps.
        expect(reached, `focusable elements reached at ${width} px`).toBeGreaterThan(30);
      }
    });
  });
}

/**
 * What the floating scroll buttons would cover at some point of the page's scroll: each link,
 * button, summary or field of the page whose column meets the buttons' and whose place in the page
 * passes under them at a scroll position the page can reach (the buttons are fixed, the page moves).
 */
function coveredByScrollButtons(page: Page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('[data-scroll-to]')]
      .filter((button) => button.checkVisibility())
      .map((button) => button.getBoundingClientRect());
    const maxScroll = document.documentElement.scrollHeight - innerHeight;
    const out: string[] = [];
    const controls = 'a[href], button, summary, input, select, textarea, iframe';
    for (const control of document.querySelectorAll<HTMLElement>(
      `main :is(${controls}), body > footer :is(${controls})`,
    )) {
      if (!control.checkVisibility()) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const top = box.top + scrollY;
      const bottom = box.bottom + scrollY;
      for (const button of buttons) {
        if (box.right <= button.left || box.left >= button.right) continue;
        // The scroll positions at which the control's box meets the button's.
        const from = Math.max(0, top - button.bottom);
        const to = Math.min(maxScroll, bottom - button.top);
        if (from < to) {
          const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
          out.push(`${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
        }
      }
    }
    return [...new Set(out)];
  });
}

test('the floating scroll buttons never cover a link, button or field as the page scrolls under them, in both languages', async ({
  page,
}) => {
  for (const lang of languages) {
    for (const width of [1024, 1152, 1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localePath(lang));
      expect(await coveredByScrollButtons(page), `${lang} at ${width} px`).toEqual([]);
      // They are still offered where the margin beside the content holds them.
      if (width >= 1280) {
        await expect(
          page.getByRole('button', { name: t(lang, 'scroll.bottom') }),
          `${lang} at ${width} px`,
        ).toBeVisible();
      }
    }
  }
});

// Below 1024 px the hero is one column, the picture after the buttons: side by side at 768 px its
// headline took five lines of half the width and pushed both buttons under the bottom bar. From
// 1024 px, beside the picture, the Spanish Call wrapped under Book and out of a 1024 × 768 screen.
// A 1280 × 720 laptop window shows about 590 px of the page under the browser's bars: the
// buttons ended at 619.
test('a phone’s, a tablet’s and a laptop’s first screen show both hero buttons above the bottom bar or the screen’s end, in both languages', async ({
  page,
}) => {
  const screens = [
    [390, 844],
    [640, 800],
    [768, 740],
    [768, 1024],
    [1023, 768],
    [1024, 768],
    [1280, 590],
    [1280, 720],
    [1366, 768],
  ] as const;
  for (const [width, height] of screens) {
    await page.setViewportSize({ width, height });
    for (const lang of languages) {
      await page.goto(localePath(lang));
      // The bottom bar spans the screen below 1024 px; from there the screen's end is the limit.
      const end = await page
        .getByTestId('sticky-bar')
        .evaluate((bar) => (innerWidth < 1024 ? bar.getBoundingClientRect().top : innerHeight));
      const buttons = page.locator(`#${sectionIds.home}`).locator('a[href], button');
      expect(await buttons.count()).toBe(2);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(
          box.y + box.height,
          `${lang} at ${width} × ${height}: ${await button.textContent()}`,
        ).toBeLessThanOrEqual(end);
      }
    }
  }
});

test('the three package cards line up their price rows, and only Gold is marked most popular', async ({
  page,
}) => {
  for (const lang of languages) {
    const { packages } = await expectedContent(lang);
    const gold = packages.find((pkg) => pkg.package_type === 'gold')!;
    await page.goto(localePath(lang));
    const cards = page.locator(`#${sectionIds.services} article`);
    await expect(cards).toHaveCount(3);
    const badged = cards.filter({ hasText: t(lang, 'badge.mostPopular') });
    await expect(badged).toHaveCount(1);
    await expect(badged.getByRole('heading', { level: 3 })).toHaveText(String(gold.title));
    // Side by side (three from 1024 px; see landing-widths.spec.ts), the price rows share a line.
    await page.setViewportSize({ width: 1366, height: 900 });
    const tops = await page
      .getByTestId('package-prices')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${lang} at 1366 px: ${tops}`).toBe(1);
  }
});
