/**
 * The hero photo's widths and sizes, defined once for its `<picture>` (Hero.astro) and its preload
 * (HeroPreload.astro), so the preloaded AVIF candidates are exactly the ones the page uses.
 */
export const heroImage = {
  widths: [640, 828, 1280, 1920],
  sizes: '100vw',
} as const;
