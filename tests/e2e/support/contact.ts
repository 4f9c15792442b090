import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { sectionIds } from '../../../src/components/landing/section-ids.ts';

/**
 * The footer's call and text links are on screen below the sticky header, and no other link of
 * the footer comes before them.
 */
export async function expectCallAndTextFirst(page: Page) {
  const footer = page.locator(`#${sectionIds.contact}`);
  const call = footer.locator('a[href^="tel:"]');
  await expect(call).toBeInViewport({ ratio: 1 });
  await expect(footer.locator('a[href^="sms:"]')).toBeInViewport({ ratio: 1 });
  const headerBottom = (await page.locator('header').boundingBox())!.height;
  const callTop = (await call.boundingBox())!.y;
  expect(callTop).toBeGreaterThanOrEqual(headerBottom);
  const linksAbove = await footer
    .getByRole('link')
    .evaluateAll(
      (links, top) => links.filter((link) => link.getBoundingClientRect().bottom <= top).length,
      callTop,
    );
  expect(linksAbove).toBe(0);
}
