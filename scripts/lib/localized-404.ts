import { rename, rm } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

/**
 * Moves each language's 404 page from `<lang>/404/index.html` (Astro writes only the root 404 page as
 * `404.html`) to `<lang>/404.html`, the file the local server and netlify.toml answer missing paths
 * under `/<lang>/` with; no `/<lang>/404/` page is left to answer 200.
 */
export function localized404Pages(languages: readonly string[]): AstroIntegration {
  return {
    name: 'site:localized-404',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const lang of languages) {
          const folder = new URL(`${lang}/404/`, dir);
          await rename(new URL('index.html', folder), new URL(`${lang}/404.html`, dir));
          await rm(folder, { recursive: true });
        }
      },
    },
  };
}
