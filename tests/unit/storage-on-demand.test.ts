import { StorageClient as StorageJs } from '@supabase/storage-js';
import { describe, expect, it, vi } from 'vitest';
import { StorageClient } from '../../src/lib/storage-on-demand.ts';

const url = 'http://127.0.0.1:54321/storage/v1';
const headers = { apikey: 'anon-key', 'X-Client-Info': 'supabase-js-web/2' };

/** A fetch that records each request and answers storage's reply to a delete. */
function recordingFetch() {
  const requests: { url: string; method?: string; body?: unknown; headers: Headers }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers: new Headers(init?.headers),
    });
    return Promise.resolve(
      new Response(JSON.stringify([{ name: 'hero/a.jpg' }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe("the browser build's storage stand-in (src/lib/storage-on-demand.ts)", () => {
  it("gives storage-js's own public URL for a file, without loading storage-js", () => {
    for (const storageUrl of [url, `${url}/`]) {
      const real = new StorageJs(storageUrl, headers).from('site-images');
      const standIn = new StorageClient(storageUrl, headers).from('site-images');
      for (const path of [
        'hero/abc-1764000000000.jpg',
        '/general/leading-slash.png',
        'about/a name with spaces é.webp',
        'testimonials/100%.avif',
      ]) {
        expect(standIn.getPublicUrl(path)).toEqual(real.getPublicUrl(path));
      }
    }
  });

  it('removes files with the same request storage-js sends, and answers what it answers', async () => {
    const real = recordingFetch();
    const standIn = recordingFetch();
    const expected = await new StorageJs(url, headers, real.fetch)
      .from('site-images')
      .remove(['hero/a.jpg']);
    const answer = await new StorageClient(url, headers, standIn.fetch)
      .from('site-images')
      .remove(['hero/a.jpg']);
    expect(answer).toEqual(expected);
    expect(answer.error).toBeNull();
    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    const [sentByStorageJs] = real.requests;
    expect(sent).toMatchObject({
      url: `${url}/object/site-images`,
      method: 'DELETE',
      body: { prefixes: ['hero/a.jpg'] },
    });
    expect([...sent!.headers]).toEqual([...sentByStorageJs!.headers]);
  });

  it('answers a remove it could not send, storage-js not loading, with an error value saying no answer came, and loads it on the next', async () => {
    vi.resetModules();
    vi.doMock('@supabase/storage-js/dist/index.mjs', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /_astro/dist.js');
    });
    const { StorageClient: Offline } = await import('../../src/lib/storage-on-demand.ts');
    const { gotNoAnswer } = await import('../../src/lib/data/no-answer.ts');
    const sent = recordingFetch();
    const bucket = new Offline(url, headers, sent.fetch).from('site-images');
    const answer = await bucket.remove(['hero/a.jpg']);
    expect(answer.data).toBeNull();
    expect(gotNoAnswer(answer.error!.message)).toBe(true);
    expect(sent.requests).toHaveLength(0);

    vi.doUnmock('@supabase/storage-js/dist/index.mjs');
    expect(await bucket.remove(['hero/a.jpg'])).toMatchObject({ error: null });
    expect(sent.requests).toHaveLength(1);
  });
});
