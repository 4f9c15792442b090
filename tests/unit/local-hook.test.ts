import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookUrl } from '../../scripts/lib/hook-guard.ts';
import { localHookRoute } from '../../scripts/lib/local-hook.ts';
import type { LocalStatus } from '../../src/lib/data/publish.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { fakeBuilds } from './support/fake-build.ts';

let builds: Awaited<ReturnType<typeof fakeBuilds>>;
let server: Server;
let base: string;
let fake: ReturnType<Awaited<ReturnType<typeof fakeBuilds>>['builder']>;

beforeAll(async () => {
  builds = await fakeBuilds();
  fake = builds.builder('hook');
  const builder = fake.site;
  server = await startStaticServer({
    host: '127.0.0.1',
    port: 0,
    root: () => builder.state.live,
    extra: localHookRoute(builder, { secret: 'test-secret', log: () => {} }),
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await builds.cleanup();
});

async function status(): Promise<{ body: LocalStatus; cache: string | null }> {
  const response = await fetch(`${base}/_local/status`);
  expect(response.status).toBe(200);
  return {
    body: (await response.json()) as LocalStatus,
    cache: response.headers.get('cache-control'),
  };
}

describe('the local build hook and status route', () => {
  it('reports a failed build with its first error line, and clears it after a good one', async () => {
    await fake.failNextBuilds();
    await fake.site.request();
    const failed = await status();
    expect(failed.cache).toBe('no-store');
    expect(failed.body).toEqual({
      building: false,
      builds: 1,
      lastError: expect.stringContaining('[ERROR]'),
      lastErrorLine:
        'Invalid content in faq_items row 2 (faq_key=pets, language=en): answer: Too small',
      lastErrorCode: 'contentInvalid',
    });
    await fake.succeedNextBuilds();
    await fake.site.request();
    expect((await status()).body).toEqual({
      building: false,
      builds: 2,
      lastError: null,
      lastErrorLine: null,
      lastErrorCode: null,
    });
  });

  it('starts a build when the database calls the hook', async () => {
    const before = (await status()).body.builds;
    const response = await fetch(hookUrl(base, 'build-hook', 'test-secret'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(202);
    expect((await status()).body.builds).toBe(before + 1);
    while ((await status()).body.building) await new Promise((r) => setTimeout(r, 20));
    expect((await status()).body.lastErrorLine).toBeNull();
  });
});
