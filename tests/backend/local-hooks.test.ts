import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookUrl, newHookSecret } from '../../scripts/lib/hook-guard.ts';
import { localHookRoute } from '../../scripts/lib/local-hook.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { kick, settled } from '../../supabase/local/webhooks.ts';
import { fakeBuilds } from '../unit/support/fake-build.ts';
import { startBackend, type TestBackend } from './support.ts';

/*
 * The local hooks as `npm start` wires them: the backend's webhook worker (pg_net's stand-in)
 * calls them with the secret URL stored in the database; nobody else gets through, least of all
 * a web page POSTing `text/plain` from another site.
 */
let backend: TestBackend;
let builds: Awaited<ReturnType<typeof fakeBuilds>>;
let fake: ReturnType<Awaited<ReturnType<typeof fakeBuilds>>['builder']>;
let server: Server;
let site: string;
const secret = newHookSecret();
const logged: string[] = [];

beforeAll(async () => {
  backend = await startBackend();
  builds = await fakeBuilds();
  fake = builds.builder('hooks');
  server = await startStaticServer({
    host: '127.0.0.1',
    port: 0,
    root: () => fake.site.state.live,
    extra: localHookRoute(fake.site, { secret, log: (line) => logged.push(line) }),
  });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await backend.db.asOwner(async (tx) => {
    await tx.query('update private.publish_config set build_hook_url = $1 where id = 1', [
      hookUrl(site, 'build-hook', secret),
    ]);
    await tx.query('update private.booking_config set webhook_url = $1 where id = 1', [
      hookUrl(site, 'booking-hook', secret),
    ]);
  });
});
afterAll(async () => {
  server.close();
  await backend.cleanup();
  await builds.cleanup();
});

/** Queues a POST the way the database's functions do, and waits until the worker sent it. */
async function postFromDatabase(url: string, body: object): Promise<number | null> {
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query<{ id: string }>('select net.http_post(url := $1, body := $2::jsonb)::text as id', [
      url,
      JSON.stringify(body),
    ]),
  );
  kick(backend.db);
  await settled(backend.db);
  const outcome = await backend.db.asOwner((tx) =>
    tx.query<{ status_code: number | null }>(
      'select status_code from net._http_response where id = $1',
      [rows[0]!.id],
    ),
  );
  return outcome.rows[0]?.status_code ?? null;
}

/** A POST as a browser would send it, with the headers given (fetch cannot forge Host). */
function post(
  path: string,
  headers: Record<string, string>,
  body = '{}',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const keyPath = (hook: string) => new URL(hookUrl(site, hook as 'build-hook', secret)).search;

describe('the local hooks', () => {
  it("accept the database's calls: the build hook starts a build, the booking hook logs", async () => {
    const before = fake.site.state.builds;
    expect(await postFromDatabase(hookUrl(site, 'build-hook', secret), { revision: 1 })).toBe(202);
    while (fake.site.state.builds === before || fake.site.state.building) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fake.site.state.live).toBeDefined();

    const status = await postFromDatabase(hookUrl(site, 'booking-hook', secret), {
      summary: 'New booking request from Ana\nsite: build #99 is live (fake)',
    });
    expect(status).toBe(202);
    // A newline in the summary cannot start a log line of its own.
    expect(logged).toContain(
      'booking: New booking request from Ana\\nsite: build #99 is live (fake)',
    );
  });

  it('refuse a cross-origin text/plain POST, the kind any web page can send', async () => {
    const before = fake.site.state.builds;
    logged.length = 0;
    for (const hook of ['build-hook', 'booking-hook']) {
      const answer = await post(`/_local/${hook}`, {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain;charset=UTF-8',
      });
      expect(answer.status).toBe(403);
    }
    // Even a page that somehow learnt the key is refused for its origin.
    const withKey = await post(`/_local/build-hook${keyPath('build-hook')}`, {
      origin: 'https://evil.example',
      'content-type': 'application/json',
    });
    expect(withKey.status).toBe(403);
    expect(withKey.text).toContain('cross-origin');
    expect(fake.site.state.builds).toBe(before);
    expect(logged.filter((line) => line.startsWith('booking:'))).toEqual([]);
  });

  it('refuse a call without the key, with a wrong key, or addressed to another host name', async () => {
    const before = fake.site.state.builds;
    const json = { 'content-type': 'application/json' };
    expect((await post('/_local/build-hook', json)).status).toBe(403);
    expect((await post('/_local/build-hook?key=guess', json)).status).toBe(403);
    // DNS rebinding: a page of attacker.example resolved to 127.0.0.1 is same-origin to itself.
    const rebound = await post(`/_local/build-hook${keyPath('build-hook')}`, {
      ...json,
      host: 'attacker.example',
    });
    expect(rebound.status).toBe(403);
    expect(fake.site.state.builds).toBe(before);
  });
});
