import { expect, test, type Page } from './support/test.ts';
import { signInAs } from './support/auth.ts';
import { showPublishPlan } from './support/publish-status.ts';
import { e2eAdmin } from './support/stack.ts';
import esShell from '../../src/i18n/admin/es/shell.ts';

/**
 * The sign beside 'Publicando…' in the admin header (docs/decisions.md#the-publishing-sign-is-a-ring).
 */

test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/**
 * Has the header say Publishing on this page alone: the site one revision behind, and the publish
 * plan the waiting change's hook call due now. The delay clock runs from the later of the last save
 * and the due time (docs/product.md#admin-shell), so the header does not say Delayed however long
 * ago the stack last changed (the specs before this one may have saved minutes ago).
 */
const showPublishing = (page: Page) =>
  showPublishPlan(page, (plan) => ({
    ...plan,
    live_revision: Number(plan.live_revision) + 1,
    pending_revision: null,
    next_publish_at: new Date().toISOString(),
  }));

/** What the sign is: hidden from screen readers, its track's and arc's strokes, its turning. */
async function sign(page: Page, reducedMotion: 'reduce' | 'no-preference') {
  await page.emulateMedia({ reducedMotion });
  await showPublishing(page);
  await signInAs(page, e2eAdmin);
  await page.goto('/admin?lang=es');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status')).toHaveAttribute('data-state', 'publishing');
  const details = header.getByRole('button', { name: esShell.publishDetails });
  await expect(details).toContainText(esShell['short.publishing']);
  const icon = details.locator('[data-spinner]');
  await expect(icon).toBeVisible();
  return {
    details,
    icon,
    look: await icon.evaluate((svg) => {
      const track = svg.querySelector('circle');
      const arc = svg.querySelector('path');
      // Its laid-out size (a turning box's bounding rectangle is wider at 45°).
      const { width, height } = getComputedStyle(svg);
      return {
        hidden: svg.closest('[aria-hidden="true"]') !== null,
        // A ring all round: the track a whole circle, drawn, under the arc.
        track: track
          ? {
              radius: track.r.baseVal.value,
              stroke: getComputedStyle(track).stroke,
              opacity: Number(getComputedStyle(track).strokeOpacity),
            }
          : null,
        arcStroke: arc ? getComputedStyle(arc).stroke : null,
        size: [width, height],
        turning: getComputedStyle(svg).animationName,
      };
    }),
  };
}

test('es at 390 px: the sign beside Publicando is a whole ring with a turning arc', async ({
  page,
}) => {
  const { details, look } = await sign(page, 'no-preference');
  expect(look.hidden).toBe(true);
  expect(look.track).not.toBeNull();
  expect(look.track!.radius).toBeGreaterThan(0);
  expect(look.track!.opacity).toBeGreaterThan(0);
  expect(look.track!.stroke).toBe(look.arcStroke);
  expect(look.size).toEqual(['14px', '14px']);
  expect(look.turning).not.toBe('none');
  await details.screenshot({ path: 'test-results/publishing-390-es-button.png' });
});

test('es at 390 px, with reduced motion: the ring stays still', async ({ page }) => {
  const { look } = await sign(page, 'reduce');
  expect(look.track).not.toBeNull();
  expect(look.turning).toBe('none');
});
