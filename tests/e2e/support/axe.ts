import AxeBuilder from '@axe-core/playwright';
import { devices, expect, type Page } from '@playwright/test';

/**
 * Fails with a readable list when axe finds a violation on the page: of WCAG 2 A/AA, or of every
 * rule with `allRules` (best practices such as `region`, all content inside landmarks, included).
 * It checks the page as a person reads it: once its transitions have ended. A toast still fading in
 * has the contrast of its opacity at that moment, which axe would report (seen when the page was
 * busy). Endless animations, such as a spinner's, are not waited for.
 */
export async function expectNoAxeViolations(
  page: Page,
  {
    allRules = false,
    where,
    within,
  }: {
    allRules?: boolean;
    where?: string;
    /** A CSS selector: only what it matches is checked (a dialog over a long page). */
    within?: string;
  } = {},
): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const axe = within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page });
  const results = await (
    allRules ? axe : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, where).toEqual([]);
}

/**
 * Runs axe at the page's size, then at a phone's (Pixel 7: the dialog's languages stack, the
 * sidebar becomes a sheet), then puts the size back.
 */
export async function expectNoAxeViolationsDesktopAndPhone(page: Page): Promise<void> {
  const size = page.viewportSize();
  await expectNoAxeViolations(page);
  await page.setViewportSize(devices['Pixel 7'].viewport);
  try {
    await expectNoAxeViolations(page);
  } finally {
    if (size) await page.setViewportSize(size);
  }
}
