import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** One script a page ran: its URL (or `inline` for a script inside the HTML) and its gzip size. */
export interface ScriptWeight {
  url: string;
  gzip: number;
}

const inlineScripts =
  /<script(?![^>]*(?:type="application\/ld\+json"|src=))[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Starts recording the JavaScript `page` loads: every JS response (module, chunk, lazy import),
 * once per URL, plus the inline scripts of its HTML documents, each gzipped as a CDN serves it.
 * Call the returned function once the view is complete to read the list.
 */
export function recordScripts(page: Page): () => Promise<ScriptWeight[]> {
  const seen = new Map<string, ScriptWeight>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isDocument = response.request().resourceType() === 'document';
    if (!/javascript/.test(type) && !isDocument) return;
    pending.push(
      response
        .body()
        .then((body) => {
          if (isDocument) {
            const code = [...body.toString().matchAll(inlineScripts)].map((m) => m[1]).join('');
            if (code)
              seen.set(`inline:${response.url()}`, {
                url: `inline (${new URL(response.url()).pathname})`,
                gzip: gzipSync(code).length,
              });
          } else if (!seen.has(response.url())) {
            seen.set(response.url(), { url: response.url(), gzip: gzipSync(body).length });
          }
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...seen.values()];
  };
}

/** Total gzip bytes of a list of scripts. */
export const totalGzip = (scripts: ScriptWeight[]): number =>
  scripts.reduce((sum, script) => sum + script.gzip, 0);

/** Bytes as KB with one decimal, the way the bench scripts print them. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
