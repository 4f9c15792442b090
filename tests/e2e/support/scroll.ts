import type { Page } from '@playwright/test';

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
