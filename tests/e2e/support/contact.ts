import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { sectionIds } from '../../../src/components/landing/section-ids.ts';

/**
 * Waits until the page has stopped scrolling: a jump to a section scrolls smoothly (theme.css), and
 * what is measured during the scroll moves between two measurements.
 */
export async function scrollSettled(page: Page) {
  // Two readings of the scroll position in a row, from the test's side: the page's timers do not
  // run when a test turns its JavaScript off.
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/**
 * The footer's call and text links are on screen below the sticky header, and no other link of
 * the footer comes before them.
 */
export async function expectCallAndTextFirst(page: Page) {
  const footer = page.locator(`#${sectionIds.contact}`);
  const call = footer.locator('a[href^="tel:"]');
  await expect(call).toBeInViewport({ ratio: 1 });
  await expect(footer.locator('a[href^="sms:"]')).toBeInViewport({ ratio: 1 });
  await scrollSettled(page);
  const headerBottom = (await page.locator('header').boundingBox())!.height;
  const callTop = (await call.boundingBox())!.y;
  expect(callTop).toBeGreaterThanOrEqual(headerBottom);
  // One measurement of every link, so that they are compared at the same scroll position.
  const linksAbove = await footer.getByRole('link').evaluateAll((links) => {
    const top = links.find((link) => link.matches('[href^="tel:"]'))!.getBoundingClientRect().top;
    return links
      .filter((link) => link.getBoundingClientRect().bottom <= top)
      .map((link) => link.getAttribute('href'));
  });
  expect(linksAbove).toEqual([]);
}
