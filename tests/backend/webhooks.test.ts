import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/local/database.ts';
import { kick } from '../../supabase/local/webhooks.ts';
import { grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

type Received = { headers: IncomingHttpHeaders; body: string };

let backend: TestBackend;
let receiver: Server;
let hookUrl = '';
let adminClaims: JwtClaims;
const received: Received[] = [];

beforeAll(async () => {
  backend = await startBackend();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/slow') return; // never answers: the worker's timeout must fire
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(202, { 'content-type': 'text/plain' }).end('queued');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await backend.db.asOwner((tx) =>
    tx.query('update private.publish_config set build_hook_url = $1 where id = 1', [hookUrl]),
  );
  const admin = await signedInUser(backend, 'hook-admin');
  await grantAdmin(backend, admin.id);
  adminClaims = { role: 'authenticated', sub: admin.id };
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await backend.cleanup();
});

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
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

async function queued(): Promise<number> {
  const { rows } = await backend.db.asOwner((tx) =>
    tx.query('select 1 from net.http_request_queue'),
  );
  return rows.length;
}

const insertLink = (platform: string) =>
  `insert into public.social_links (platform, url, icon_name) values ('${platform}', 'https://example.com/${platform}', 'globe')`;

describe('webhook delivery (pg_net stand-in)', () => {
  it('POSTs the build hook after a content write commits and records the outcome', async () => {
    await backend.db.asRole(adminClaims, (tx) => tx.exec(insertLink('committed')));
    kick(backend.db);
    await until(() => received.length === 1, 'the hook POST');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '{}')).toHaveProperty('revision');
    await until(async () => (await responses()).length === 1, 'the recorded response');
    expect((await responses())[0]).toMatchObject({
      status_code: 202,
      content: 'queued',
      timed_out: false,
    });
    expect(await queued()).toBe(0);
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
    kick(backend.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.length).toBe(before);
    expect(await queued()).toBe(0);
  });

  it('records a timeout and an unreachable host without blocking the server', async () => {
    const slow = hookUrl.replace('/hook', '/slow');
    await backend.db.asOwner((tx) =>
      tx.query("select net.http_post($1, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, 200)", [slow]),
    );
    await backend.db.asOwner((tx) =>
      tx.query("select net.http_post('http://127.0.0.1:1/nothing')"),
    );
    const start = Date.now();
    kick(backend.db);
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
    await until(async () => (await responses()).length === 3, 'both outcomes');
    expect(Date.now() - start).toBeLessThan(4000);
    const outcomes = (await responses()).slice(1);
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
  });
});
