import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { clickInPlace } from './support/click-in-place.ts';
import { landingScriptReady } from './support/landing-script.ts';
import { settledScrollY } from './support/scroll.ts';

/** The section's top sits just below the sticky nav (within the scroll padding). */
const headsWindow = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= -2 && top <= 100;
  });

const inViewport = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => {
    const { top } = el.getBoundingClientRect();
    return top >= -2 && top < window.innerHeight / 2;
  });

test.describe('navigation', () => {
  test('a nav link scrolls to its section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('en', 'nav.label') });
    await nav.getByRole('link', { name: t('en', 'nav.serviceArea'), exact: true }).click();
    await expect.poll(() => inViewport(page, sectionIds.serviceArea)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`#${sectionIds.serviceArea}$`));
  });

  test('the Services dropdown opens, lists three links, and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('en', 'nav.label') });
    const toggle = nav.getByRole('button', { name: t('en', 'nav.services') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const key of ['nav.carDetailing', 'nav.ceramicCoating', 'nav.fleetServices'] as const) {
      await expect(nav.getByRole('link', { name: t('en', key) })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await nav.getByRole('link', { name: t('en', 'nav.fleetServices') }).click();
    await expect.poll(() => inViewport(page, sectionIds.fleet)).toBe(true);
  });

  test('arriving from another route with a section link scrolls to that section', async ({
    page,
  }) => {
    await page.goto('/this-page-does-not-exist');
    await page.goto(`/es/#${sectionIds.fleet}`);
    await expect.poll(() => inViewport(page, sectionIds.fleet)).toBe(true);
  });

  // The collapsible menu exists below 768 px only.
  test('the mobile menu opens and its links work @mobile-only', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: t('en', 'nav.openMenu') });
    await expect(menuButton).toBeVisible();
    const about = page.getByRole('link', { name: t('en', 'nav.about'), exact: true });
    await expect(about).toBeHidden();
    await menuButton.click();
    await expect(page.getByRole('button', { name: t('en', 'nav.closeMenu') })).toBeVisible();
    await about.click();
    await expect.poll(() => inViewport(page, sectionIds.about)).toBe(true);
  });
});

/**
 * From 2000 px down the page, `follow` takes a nav link to the Service Area; Back then returns to
 * 2000 px (the address without the section), and Forward to the section again.
 */
async function backAndForward(page: Page, lang: 'en' | 'es', follow: () => Promise<void>) {
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  expect(await settledScrollY(page)).toBe(2000);
  await follow();
  const withSection = new RegExp(`${localePath(lang, sectionIds.serviceArea)}$`);
  await expect(page).toHaveURL(withSection);
  await expect.poll(() => inViewport(page, sectionIds.serviceArea)).toBe(true);
  const atSection = await settledScrollY(page);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`:\\d+${localePath(lang)}$`));
  await expect.poll(() => settledScrollY(page), `${lang}: Back`).toBe(2000);
  await page.goForward();
  await expect(page).toHaveURL(withSection);
  await expect.poll(() => settledScrollY(page), `${lang}: Forward`).toBe(atSection);
}

test.describe('Back and Forward after a nav link', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`return to where the visitor was reading, and to the section again (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.emulateMedia({ reducedMotion });
      for (const lang of ['en', 'es'] as const) {
        await page.goto(localePath(lang));
        const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
        const link = nav.getByRole('link', { name: t(lang, 'nav.serviceArea'), exact: true });
        await backAndForward(page, lang, () => clickInPlace(page, link));
      }
    });

    test(`do so from the phone menu too (reduced motion: ${reducedMotion}) @mobile-only`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion });
      for (const lang of ['en', 'es'] as const) {
        await page.goto(localePath(lang));
        const menuButton = page.getByRole('button', { name: t(lang, 'nav.openMenu') });
        const link = page
          .locator('#mobile-menu')
          .getByRole('link', { name: t(lang, 'nav.serviceArea'), exact: true });
        await backAndForward(page, lang, async () => {
          await clickInPlace(page, menuButton);
          await clickInPlace(page, link);
        });
      }
    });
  }

  test('the same nav link twice is one entry: one Back returns to where the visitor was reading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const lang of ['en', 'es'] as const) {
      await page.goto(localePath(lang));
      const nav = page.getByRole('navigation', { name: t(lang, 'nav.label') });
      const link = nav.getByRole('link', { name: t(lang, 'nav.serviceArea'), exact: true });
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
      expect(await settledScrollY(page)).toBe(2000);
      await clickInPlace(page, link);
      await expect.poll(() => inViewport(page, sectionIds.serviceArea)).toBe(true);
      const entries = await page.evaluate(() => history.length);
      // Read on, then follow the same link again.
      await page.evaluate(() => window.scrollBy({ top: 600, behavior: 'instant' }));
      await clickInPlace(page, link);
      await expect.poll(() => inViewport(page, sectionIds.serviceArea)).toBe(true);
      expect(await page.evaluate(() => history.length), lang).toBe(entries);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`:\\d+${localePath(lang)}$`));
      await expect.poll(() => settledScrollY(page), `${lang}: Back`).toBe(2000);
    }
  });
});

test.describe('reviews carousel', () => {
  test('moves with next and previous and wraps around both ways', async ({ page }) => {
    await page.goto('/');
    await landingScriptReady(page);
    const carousel = page.getByRole('region', { name: t('en', 'carousel.illustrationsLabel') });
    const current = () =>
      carousel.locator('[data-slides] > :not([hidden])').getAttribute('aria-label');
    const next = carousel.getByRole('button', { name: t('en', 'carousel.next') });
    const previous = carousel.getByRole('button', { name: t('en', 'carousel.previous') });
    const slide = (n: number) => t('en', 'carousel.slideOf', { n, total: 3 });
    await expect.poll(current).toBe(slide(1));
    await previous.click();
    await expect.poll(current).toBe(slide(3));
    await next.click();
    await expect.poll(current).toBe(slide(1));
    await next.click();
    await next.click();
    await expect.poll(current).toBe(slide(3));
    await next.click();
    await expect.poll(current).toBe(slide(1));
    await carousel.getByRole('button', { name: t('en', 'carousel.goTo', { n: 2 }) }).click();
    await expect.poll(current).toBe(slide(2));
  });

  test('shows its arrows and dots only once the page script can answer them', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route('**/landing.js', async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => requested).toBe(true);
    const carousel = page.getByRole('region', { name: t('en', 'carousel.illustrationsLabel') });
    const next = carousel.getByRole('button', { name: t('en', 'carousel.next') });
    const previous = carousel.getByRole('button', { name: t('en', 'carousel.previous') });
    const dot = carousel.getByRole('button', { name: t('en', 'carousel.goTo', { n: 2 }) });
    for (const button of [next, previous, dot]) await expect(button).toBeHidden();
    release();
    // The first tap once they show is answered: no waiting for the script here.
    await next.click();
    await expect(carousel.locator('[data-slides] > :not([hidden])')).toHaveAttribute(
      'aria-label',
      t('en', 'carousel.slideOf', { n: 2, total: 3 }),
    );
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });

  test('says it shows illustrations, in both languages, while the library has no photos', async ({
    page,
  }) => {
    for (const lang of ['en', 'es'] as const) {
      await page.goto(lang === 'en' ? '/' : '/es/');
      const carousel = page.locator('reviews-carousel');
      await expect(carousel).toHaveAttribute('aria-label', t(lang, 'carousel.illustrationsLabel'));
      await expect(carousel).toHaveAttribute(
        'aria-roledescription',
        t(lang, 'carousel.roleDescription'),
      );
      const alts = await carousel
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
      expect(alts).toEqual(
        (['carousel.image1Alt', 'carousel.image2Alt', 'carousel.image3Alt'] as const).map((key) =>
          t(lang, key),
        ),
      );
    }
  });
});

test.describe('FAQ', () => {
  test('keeps only one answer open at a time @mobile', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('details[name]');
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await items.nth(1).locator('summary').click();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });
});

test.describe('language toggle', () => {
  test('switches to Spanish and back, keeping the section and remembering the choice @mobile', async ({
    page,
  }) => {
    await page.goto(`/#${sectionIds.services}`);
    // The visitor reads once the page has come to rest with the section at the top.
    await expect.poll(() => headsWindow(page, sectionIds.services)).toBe(true);
    await clickInPlace(
      page,
      page.getByRole('link', { name: t('en', 'language.switchAria') }).first(),
    );
    await expect(page).toHaveURL(new RegExp(`/es/#${sectionIds.services}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    await expect.poll(() => headsWindow(page, sectionIds.services)).toBe(true);
    await clickInPlace(
      page,
      page.getByRole('link', { name: t('es', 'language.switchAria') }).first(),
    );
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/#${sectionIds.services}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('sits in the header and opens the section scrolled to, without a nav link', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toSpanish = header.getByRole('link', { name: t('en', 'language.switchAria') });
    // The visitor scrolls until the FAQ heads the window.
    await page
      .locator(`#${sectionIds.faq}`)
      .evaluate((faq) => faq.scrollIntoView({ behavior: 'instant' }));
    await clickInPlace(page, toSpanish);
    await expect(page).toHaveURL(new RegExp(`/es/#${sectionIds.faq}$`));
    await expect.poll(() => inViewport(page, sectionIds.faq)).toBe(true);
    // From the top of a page it opens the top of the other page. (A fresh /es/: arriving at a
    // section link scrolls there again a moment later, which would race a scroll to the top.)
    await page.goto('/es/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('es', 'language.switchAria') })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('scroll buttons', () => {
  test('scroll to the bottom and back to the top, each shown only where it leads somewhere', async ({
    page,
  }) => {
    await page.goto('/');
    const toTop = page.getByRole('button', { name: t('en', 'scroll.top') });
    const toBottom = page.getByRole('button', { name: t('en', 'scroll.bottom') });
    await expect(toTop).toBeHidden();
    await toBottom.click();
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 4),
      )
      .toBe(true);
    await expect(toBottom).toBeHidden();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
    await expect(toBottom).toBeVisible();
  });
});

test.describe('404', () => {
  test('answers 404 with a way home and logs the bad path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: t('en', 'notFound.title') })).toBeVisible();
    expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    // The site's header and footer: the phone, the way home and the other language.
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="tel:"]')).toBeVisible();
    // 'Call or text us': both ways.
    await expect(main.locator('a[href^="sms:"]')).toHaveAccessibleName(
      new RegExp(`^${t('en', 'banner.text')}`),
    );
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: t('en', 'language.homeAria') })).toHaveAttribute(
      'href',
      '/es/',
    );
    await page.getByRole('link', { name: t('en', 'notFound.home') }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
