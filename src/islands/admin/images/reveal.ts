/**
 * How a panel opened below the screen's edge is scrolled into view (the picker's library and
 * upload box, an upload's description): smoothly, or at once for an owner who prefers reduced
 * motion (docs/product.md#image-library).
 */
export const revealMotion = (): ScrollBehavior =>
  matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
