import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { t } from '../../src/i18n/index.ts';

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

test.describe('reviews carousel', () => {
  test('moves with next and previous and wraps around both ways', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const current = () =>
      carousel
        .locator('[aria-roledescription="slide"]:not([hidden]):not([aria-hidden="true"])')
        .getAttribute('aria-label');
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
    await page
      .getByRole('link', { name: t('en', 'language.switchAria') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/es/#${sectionIds.services}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es');
    await page
      .getByRole('link', { name: t('es', 'language.switchAria') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+/#${sectionIds.services}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });
});

test.describe('floating buttons', () => {
  test('scroll to the bottom and back to the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: t('en', 'scroll.bottom') }).click();
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 4),
      )
      .toBe(true);
    await page.getByRole('button', { name: t('en', 'scroll.top') }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
    await page.getByRole('link', { name: t('en', 'notFound.home') }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
