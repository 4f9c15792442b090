import type { Page } from '@playwright/test';

/**
 * Waits for the landing page's script (/landing.js), which the page imports a frame after its
 * first paint: until it runs, the reviews carousel's buttons and swipes do nothing, so a test that
 * acts at once on a busy machine would lose its first tap. A visitor's first tap comes later.
 */
export async function landingScriptReady(page: Page): Promise<void> {
  await page.waitForFunction(() => customElements.get('reviews-carousel') !== undefined);
}
