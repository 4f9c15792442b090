import { expect, test, type Page } from './support/test.ts';
import { sectionIds } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { clickInPlace } from './support/click-in-place.ts';
import { landingScriptReady } from './support/landing-script.ts';
import { settledScrollY } from './support/scroll.ts';

// The phone project (Pixel 7, touch) runs these; the desktop has no menu button and no touch.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const focusedInHeader = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('header')));

test.describe('the mobile menu', () => {
  test('behaves like a dialog: focus stays inside, the page stays put, Escape returns to the button @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    const openButton = page.getByRole('button', { name: t('en', 'nav.openMenu') });
    await openButton.click();
    const closeButton = page.getByRole('button', { name: t('en', 'nav.closeMenu') });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    // The icon switches with the name: a cross while open.
    await expect(closeButton.locator('use[href="#icon-X"]')).toBeVisible();
    await expect(closeButton.locator('use[href="#icon-Menu"]')).toBeHidden();

    // Tab and Shift+Tab go round the header's items and never reach the page behind.
    const menuItems = await page
      .locator('header')
      .locator('a[href]:visible, button:visible')
      .count();
    for (let i = 0; i < menuItems + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInHeader(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < menuItems + 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInHeader(page), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');

    // The page behind does not scroll under a finger or a wheel.
    const before = await scrollY(page);
    await page.mouse.move(200, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(openButton).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton.locator('use[href="#icon-Menu"]')).toBeVisible();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('main')).not.toHaveAttribute('inert', '');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(before);
  });

  test('closes with Escape leaving the page where the visitor was reading, at 360, 390 and 768 px @mobile-only', async ({
    page,
  }) => {
    for (const lang of ['en', 'es'] as const) {
      for (const width of [360, 390, 768]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(localePath(lang));
        await page
          .locator(`#${sectionIds.reviews}`)
          .evaluate((reviews) => reviews.scrollIntoView({ behavior: 'instant' }));
        const reading = await settledScrollY(page);
        const openButton = page.getByRole('button', { name: t(lang, 'nav.openMenu') });
        await clickInPlace(page, openButton);
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(page.locator('#mobile-menu a').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(openButton).toBeFocused();
        expect(await settledScrollY(page), `${lang} at ${width} px`).toBe(reading);
      }
    }
  });

  test('its Book Now opens the form where the visitor was reading, and closing the form returns focus to the menu button @mobile-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ['en', 'es'] as const) {
      await page.goto(localePath(lang));
      await page
        .locator(`#${sectionIds.reviews}`)
        .evaluate((reviews) => reviews.scrollIntoView({ behavior: 'instant' }));
      const reading = await settledScrollY(page);
      const openButton = page.getByRole('button', { name: t(lang, 'nav.openMenu') });
      const bookNow = page
        .locator('#mobile-menu')
        .getByRole('link', { name: t(lang, 'nav.bookNow') });
      const dialog = page.getByRole('dialog', { name: t(lang, 'booking.title') });
      // The first time the form is downloaded; the second it is already on the page.
      for (const time of ['first', 'second']) {
        const when = `${lang}, ${time} time`;
        await clickInPlace(page, openButton);
        await clickInPlace(page, bookNow);
        await expect(dialog).toBeVisible();
        await expect(page.locator('#mobile-menu')).toBeHidden();
        await expect
          .poll(() => dialog.evaluate((form) => form.contains(document.activeElement)), when)
          .toBe(true);
        expect(await settledScrollY(page), when).toBe(reading);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(openButton, when).toBeFocused();
        expect(await settledScrollY(page), when).toBe(reading);
      }
    }
  });

  test('offers the language switch, which opens the section being read @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    // The visitor scrolls until the FAQ heads the window.
    await page
      .locator(`#${sectionIds.faq}`)
      .evaluate((faq) => faq.scrollIntoView({ behavior: 'instant' }));
    await clickInPlace(page, page.getByRole('button', { name: t('en', 'nav.openMenu') }));
    await clickInPlace(
      page,
      page.locator('#mobile-menu').getByRole('link', { name: t('en', 'language.switchAria') }),
    );
    await expect(page).toHaveURL(new RegExp(`/es/#${sectionIds.faq}$`));
    await expect
      .poll(() =>
        page.locator(`#${sectionIds.faq}`).evaluate((el) => {
          const { top } = el.getBoundingClientRect();
          return top >= 0 && top < window.innerHeight / 2;
        }),
      )
      .toBe(true);
  });
});

/** A one-finger horizontal swipe across `element`, through Chromium's touch input. */
async function swipe(page: Page, selector: string, dx: number) {
  const box = (await page.locator(selector).boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y }],
    });
  await touch('touchStart', x);
  for (let step = 1; step <= 5; step++) await touch('touchMove', x + (dx * step) / 5);
  await touch('touchEnd', x + dx);
  await cdp.detach();
}

test.describe('the reviews carousel', () => {
  test('moves with a swipe on a touch screen, both ways and around @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    await landingScriptReady(page);
    const carousel = page.locator('reviews-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const current = () =>
      carousel.locator('[data-slides] > :not([hidden])').getAttribute('aria-label');
    const slide = (n: number) => t('en', 'carousel.slideOf', { n, total: 3 });
    // The swipes are the carousel's: the browser starts no pan of its own, which would cancel the
    // finger's pointer (and, under load, could swallow the swipe).
    await carousel.evaluate((element) => {
      element.dataset.pointerCancels = '0';
      element.addEventListener('pointercancel', () => {
        element.dataset.pointerCancels = String(Number(element.dataset.pointerCancels) + 1);
      });
    });
    await expect.poll(current).toBe(slide(1));
    await swipe(page, 'reviews-carousel [data-slides]', -150);
    await expect.poll(current).toBe(slide(2));
    await swipe(page, 'reviews-carousel [data-slides]', 150);
    await expect.poll(current).toBe(slide(1));
    await swipe(page, 'reviews-carousel [data-slides]', 150);
    await expect.poll(current).toBe(slide(3));
    // A short touch is a tap, not a swipe.
    await swipe(page, 'reviews-carousel [data-slides]', -10);
    await expect.poll(current).toBe(slide(3));
    await expect(carousel).toHaveAttribute('data-pointer-cancels', '0');
  });
});

test('a package card’s Duración: stays whole at 390 px while a long duration wraps beside it @mobile-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localePath('es'));
  const labels = page.locator('article span', { hasText: /^Duración:$/ });
  await expect(labels).toHaveCount(3);
  // The owner's duration as an owner trial wrote it for Gold, put in each card's place.
  const long = 'Aproximadamente de 2 a 3 horas según el tamaño del vehículo';
  for (const label of await labels.all()) {
    const lines = await label.evaluate((span, text) => {
      let value = span.nextSibling;
      while (value && !value.textContent?.trim()) value = value.nextSibling;
      value!.textContent = text;
      const lineHeight = parseFloat(getComputedStyle(span).lineHeight);
      return {
        label: span.getBoundingClientRect().height / lineHeight,
        row: span.parentElement!.getBoundingClientRect().height / lineHeight,
      };
    }, long);
    expect(lines.label, 'Duración: on one line').toBeCloseTo(1, 1);
    expect(lines.row, 'the duration wraps').toBeGreaterThan(1.5);
  }
});
