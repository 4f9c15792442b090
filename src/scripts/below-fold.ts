/**
 * Lifts the first paint's deferral of the sections under the hero (landing.css, `data-rendered`):
 * after the first frame, and at once before a script scrolls, so a scroll to a section or to the
 * end of the page measures the real page, not the stand-in heights.
 */
export function renderBelowFold(): void {
  document.documentElement.dataset.rendered = '';
}

// A task after the next frame: that frame (the first paint, or the next one if it is already on
// screen) still lays out only the first screen.
requestAnimationFrame(() => setTimeout(renderBelowFold));
