import type { Locator, Page } from '@playwright/test';

/**
 * The page's scroll position once it has come to rest: read each frame until it has stayed the
 * same for a few frames running (a smooth scroll moves it every frame). Measures where the visitor
 * ended up, not a moment of the way there.
 */
export function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const read = () => {
          const y = Math.round(window.scrollY);
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 5) resolve(y);
          else requestAnimationFrame(read);
        };
        requestAnimationFrame(read);
      }),
  );
}

/** How far the page scrolls sideways (0: it does not): what a phone's visitor could pan to. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * How many boxes in `scope` scroll sideways (a table wider than its wrapper, say): what an owner
 * would have to pan to reach.
 */
export function sidewaysBoxes(scope: Locator): Promise<number> {
  return scope.evaluate(
    (element) =>
      [element, ...element.querySelectorAll<HTMLElement>('*')].filter(
        (box) =>
          ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) &&
          box.scrollWidth > box.clientWidth + 1,
      ).length,
  );
}

/** Whether `target` lies within the viewport's width, from its left edge to its right. */
export async function withinWidth(page: Page, target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width + 0.5;
}
