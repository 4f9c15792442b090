import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatHeadersFile, inlineScriptHashes } from './headers-file.ts';
import { siteHeaderRules } from './site-headers.ts';

/** Every inline script hash of the HTML pages under `root`, each once. */
export async function siteScriptHashes(root: string): Promise<string[]> {
  const pages = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(await readFile(join(root, page), 'utf8'))) {
      hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/**
 * Writes the site's headers (scripts/lib/site-headers.ts) to `_headers` in the build output once
 * every page is written, with the hash of each inline script of the build in the policy.
 */
export function siteHeaders(): AstroIntegration {
  return {
    name: 'site:headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const scriptHashes = await siteScriptHashes(root);
        const rules = siteHeaderRules({
          supabaseUrl: process.env.PUBLIC_SUPABASE_URL || undefined,
          scriptHashes,
        });
        await writeFile(join(root, '_headers'), formatHeadersFile(rules));
        logger.info(`_headers written (${scriptHashes.length} inline scripts allowed by hash)`);
      },
    },
  };
}
