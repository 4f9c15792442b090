import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { kick, settled } from '../../supabase/local/webhooks.ts';
import { setLocalBuildHook } from '../../scripts/lib/local-publish.ts';
import { grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

type Received = { headers: IncomingHttpHeaders; body: string };

let backend: TestBackend;
let receiver: Server;
let hookUrl = '';
let adminClaims: JwtClaims;
const received: Received[] = [];
const logged: string[] = [];
/** Requests to /hold wait here until the test answers them. */
const held: ServerResponse[] = [];
let onHold = () => {};

beforeAll(async () => {
  backend = await startBackend(undefined, { log: (line) => logged.push(line) });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/slow') return; // never answers: the worker's timeout must fire
      if (req.url === '/hold') return void (held.push(res), onHold());
      if (req.url === '/down') return void res.writeHead(500).end('down');
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(202, { 'content-type': 'text/plain' }).end('queued');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // As npm start: the publish job runs every second, after 2 s of quiet.
  await backend.db.asOwner((tx) => setLocalBuildHook(tx, hookUrl));
  const admin = await signedInUser(backend, 'hook-admin');
  await grantAdmin(backend, admin.id);
  // The claims of the admin's access token: an admin's rights are its session's.
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query<{ id: string }>('select id from auth.sessions where user_id = $1', [admin.id]),
  );
  adminClaims = { role: 'authenticated', sub: admin.id, session_id: rows[0]!.id };
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await backend.cleanup();
});

/** Waits up to 10 s: the publish job runs every second and may wait 2 s of quiet. */
async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function responses(): Promise<
  {
    status_code: number | null;
    content: string | null;
    timed_out: boolean;
    error_msg: string | null;
  }[]
> {
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query<{
      status_code: number | null;
      content: string | null;
      timed_out: boolean;
      error_msg: string | null;
    }>('select status_code, content, timed_out, error_msg from net._http_response order by id'),
  );
  return rows;
}

async function revision(): Promise<number> {
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query<{ revision: number }>('select revision::int as revision from public.site_publish'),
  );
  return rows[0]!.revision;
}

async function queued(): Promise<number> {
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query('select 1 from net.http_request_queue'),
  );
  return rows.length;
}

const insertLink = (platform: string) =>
  `insert into public.social_links (platform, url, icon_name) values ('${platform}', 'https://example.com/${platform}', 'globe')`;

/** Queues a POST the way a trigger does through pg_net. */
async function queuePost(url: string, timeoutMs = 5000): Promise<void> {
  await backend.db.asOwner((tx) =>
    tx.query("select net.http_post($1, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, $2)", [
      url,
      timeoutMs,
    ]),
  );
}

describe('webhook delivery (pg_net stand-in)', () => {
  it('POSTs the build hook the publish job queued after a content write commits, and records the outcome', async () => {
    await backend.db.asRole(adminClaims, (tx) => tx.exec(insertLink('committed')));
    await until(() => received.length === 1, 'the hook POST');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '{}')).toEqual({ revision: await revision() });
    await until(async () => (await responses()).length === 1, 'the recorded response');
    expect((await responses())[0]).toMatchObject({
      status_code: 202,
      content: 'queued',
      timed_out: false,
    });
    expect(await queued()).toBe(0);
    expect(logged).toEqual([]);
  });

  it('sends nothing for a rolled-back write', async () => {
    const before = received.length;
    await backend.db.asRole(
      adminClaims,
      (tx) => tx.exec(insertLink('rolled-back')),
      () => false,
    );
    await expect(
      backend.db.asRole(adminClaims, async (tx) => {
        await tx.exec(insertLink('failing'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // A committed write afterwards: the one change the publish job may send.
    await backend.db.asRole(adminClaims, (tx) => tx.exec(insertLink('after-rollbacks')));
    await until(() => received.length > before, 'the hook POST of the committed write');
    await settled(backend.db);
    expect(received.slice(before).map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { revision: await revision() },
    ]);
    expect(await queued()).toBe(0);
  });

  it('keeps answering requests while a delivery waits for its receiver', async () => {
    const before = (await responses()).length;
    const holding = new Promise<void>((resolve) => (onHold = resolve));
    await queuePost(hookUrl.replace('/hook', '/hold'), 60_000);
    kick(backend.db);
    await holding;
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
    expect(await responses()).toHaveLength(before);
    for (const res of held.splice(0)) res.writeHead(202).end('late');
    await settled(backend.db);
    expect((await responses()).slice(before)).toEqual([
      expect.objectContaining({ status_code: 202, content: 'late' }),
    ]);
  });

  it('records and logs a timeout, an unreachable host and a refusing hook', async () => {
    const before = (await responses()).length;
    logged.length = 0;
    const slow = hookUrl.replace('/hook', '/slow');
    const down = hookUrl.replace('/hook', '/down');
    await queuePost(slow, 200);
    await queuePost('http://127.0.0.1:1/nothing');
    await queuePost(down);
    kick(backend.db);
    await settled(backend.db);
    const outcomes = (await responses()).slice(before);
    expect(outcomes).toHaveLength(3);
    expect(outcomes).toContainEqual(
      expect.objectContaining({ timed_out: true, status_code: null }),
    );
    expect(outcomes).toContainEqual(
      expect.objectContaining({
        timed_out: false,
        status_code: null,
        error_msg: expect.any(String),
      }),
    );
    expect(outcomes).toContainEqual(expect.objectContaining({ status_code: 500 }));
    expect(logged.sort()).toEqual(
      [
        `[webhooks] POST ${slow} failed: Timeout of 200 ms reached`,
        expect.stringMatching(/^\[webhooks\] POST http:\/\/127\.0\.0\.1:1\/nothing failed: \S/),
        `[webhooks] POST ${down} failed: HTTP 500`,
      ].sort(),
    );
    expect(await queued()).toBe(0);
  });

  it('logs a remote hook by its origin only, since its path is the secret', async () => {
    logged.length = 0;
    await queuePost('http://hooks.invalid/build_hooks/secret-hook-id', 1000);
    kick(backend.db);
    await settled(backend.db);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[webhooks\] POST http:\/\/hooks\.invalid\/… failed: /);
    expect(logged[0]).not.toContain('secret-hook-id');
  });
});
