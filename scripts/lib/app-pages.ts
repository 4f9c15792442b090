import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The owner's pages (the admin, sign-in, choosing a new password and /seed): React islands whose output does not depend on
 * the site's content. Their routes are injected here rather than found in src/pages, so a content
 * rebuild can leave them out (docs/architecture.md#publish-loop).
 */
export const appPages = [
  { pattern: '/admin/[...path]', entrypoint: './src/app-pages/admin.astro', folder: 'admin' },
  { pattern: '/auth', entrypoint: './src/app-pages/auth.astro', folder: 'auth' },
  {
    pattern: '/auth/new-password',
    entrypoint: './src/app-pages/new-password.astro',
    folder: 'auth/new-password',
  },
  { pattern: '/seed', entrypoint: './src/app-pages/seed.astro', folder: 'seed' },
] as const;

/**
 * Builds the owner's pages, or, given `reuseFrom` (the folder of an earlier full build of the same
 * code), copies them from there: a content rebuild then skips the React islands' bundling and
 * their pages, the larger part of a build, and still serves every page. Runs before the headers
 * integration, so `_headers` allows the copied pages' inline scripts too.
 */
export function appPagesIntegration(reuseFrom: string | undefined): AstroIntegration {
  return {
    name: 'site:app-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        if (reuseFrom) return;
        for (const { pattern, entrypoint } of appPages) injectRoute({ pattern, entrypoint });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!reuseFrom) return;
        const root = fileURLToPath(dir);
        for (const { folder } of appPages) {
          await cp(join(reuseFrom, folder), join(root, folder), { recursive: true });
        }
        // The islands' scripts and styles: every asset of the earlier build this one lacks.
        const assets = join(root, '_astro');
        const have = new Set(await readdir(assets).catch(() => []));
        const copied = (await readdir(join(reuseFrom, '_astro'))).filter((file) => !have.has(file));
        for (const file of copied) {
          await cp(join(reuseFrom, '_astro', file), join(assets, file), { recursive: true });
        }
        logger.info(`the owner's pages and ${copied.length} assets reused from ${reuseFrom}`);
      },
    },
  };
}
