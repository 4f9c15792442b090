import type { Locator, Page } from '@playwright/test';

/**
 * Clicks where `locator` is on screen, as a finger or mouse does. Playwright's own click first
 * scrolls its target into view, which for an item of the sticky header moves the page: a test of
 * "where was the visitor reading" would then measure a place the visitor never was.
 */
export async function clickInPlace(page: Page, locator: Locator): Promise<void> {
  await locator.waitFor();
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
