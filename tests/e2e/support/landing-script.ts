import type { Page } from '@playwright/test';

/**
 * Waits for the landing page's script (/landing.js), which the page imports a frame after its
 * first paint: until it runs, the reviews carousel's arrows and dots are hidden and a swipe does
 * nothing, so a test that swipes at once on a busy machine would lose it.
 */
export async function landingScriptReady(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('reviews-carousel') !== undefined);
}
