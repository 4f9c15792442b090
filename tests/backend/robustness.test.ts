import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequests, type Hostile } from './hostile-requests.ts';
import { pastNodesIdleLimit, secondRequestAfterIdle } from './keep-alive.ts';
import {
  api,
  client,
  email,
  grantAdmin,
  rawRequest,
  signedInUser,
  startBackend,
  type TestBackend,
} from './support.ts';

let backend: TestBackend;
let userToken = '';

beforeAll(async () => {
  backend = await startBackend();
  // A signed-in non-admin: hostile requests carrying a real user token must still change nothing.
  const { supabase } = await signedInUser(backend, 'hostile');
  userToken = (await supabase.auth.getSession()).data.session?.access_token ?? '';
  const admin = await signedInUser(backend, 'hostile-admin');
  await grantAdmin(backend, admin.id);
  const { seedDatabase } = await import('../../src/lib/seed-database.ts');
  await seedDatabase(client(backend, backend.serviceRoleKey));
});
afterAll(async () => {
  await backend.cleanup();
});

const countedTables = [
  'auth.users',
  'auth.identities',
  'auth.sessions',
  'auth.refresh_tokens',
  'storage.objects',
  'storage.buckets',
  'net.http_request_queue',
  'public.user_roles',
  'public.hero_content',
  'public.service_packages',
  'public.additional_services',
  'public.about_sections',
  'public.testimonials',
  'public.faq_items',
  'public.social_links',
  'public.site_settings',
  'public.images',
  'public.expenses',
  'public.site_publish',
];

async function snapshot(): Promise<Record<string, unknown>> {
  const counts: Record<string, unknown> = {};
  await backend.db.asOwner(async (tx) => {
    for (const table of countedTables) {
      const { rows } = await tx.query<{ n: number; sum: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${table} t`,
      );
      counts[table] = rows[0];
    }
  });
  counts.files = (await readdir(join(backend.dataDir, 'storage'), { recursive: true })).sort();
  return counts;
}

async function send(request: Hostile): Promise<{ status: number; type: string; body: string }> {
  if (request.raw) {
    const response = await rawRequest(
      backend,
      request.method,
      request.path,
      request.headers,
      request.body,
    );
    return {
      status: response.status,
      type: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
  }
  const response = await fetch(`${backend.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

describe('hostile input', () => {
  it('answers more than 1,000 malformed or hostile requests with JSON 4xx and writes nothing', async () => {
    const requests = hostileRequests(backend.anonKey, userToken);
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const before = await snapshot();
    const failures: string[] = [];
    for (let i = 0; i < requests.length; i += 16) {
      const batch = requests.slice(i, i + 16);
      const answers = await Promise.all(batch.map((request) => send(request)));
      answers.forEach((answer, j) => {
        const request = batch[j] as Hostile;
        const label = `${request.method} ${request.path.slice(0, 120)} → ${answer.status} ${answer.body.slice(0, 160)}`;
        let isJson = answer.type.includes('application/json');
        try {
          JSON.parse(answer.body);
        } catch {
          isJson = false;
        }
        if (answer.status < 400 || answer.status > 499 || !isJson) failures.push(label);
      });
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('survives clients that hang up in the middle of a body', async () => {
    const { hostname, port } = new URL(backend.url);
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            'POST /storage/v1/object/site-images/cut.png HTTP/1.1\r\nhost: x\r\n' +
              `authorization: Bearer ${userToken}\r\ncontent-type: image/png\r\ncontent-length: 100000\r\n\r\nabc`,
          );
          setTimeout(() => socket.destroy(), 20);
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    expect((await api(backend, '/auth/v1/health')).status).toBe(200);
  });

  it('still answers correctly afterwards', async () => {
    const health = await api(backend, '/auth/v1/health');
    expect(health.status).toBe(200);
    const supabase = client(backend);
    const address = email('after');
    expect(
      (await supabase.auth.signUp({ email: address, password: 'password-1' })).error,
    ).toBeNull();
    expect((await supabase.auth.getUser()).data.user?.email).toBe(address);
    const { data, error } = await supabase
      .from('hero_content')
      .select('language')
      .order('language');
    expect(error).toBeNull();
    expect(data).toEqual([{ language: 'en' }, { language: 'es' }]);
  });

  it("keeps an idle keep-alive connection open past Node's 5 s and answers on it again", async () => {
    // A client reusing it must not meet the server closing it (docs/decisions.md#idle-connections-stay-open-65-s).
    const reuse = await secondRequestAfterIdle(`${backend.url}/auth/v1/health`, pastNodesIdleLimit);
    expect(reuse.sameSocket).toBe(true);
    expect(reuse.statuses[0]).toBe(reuse.statuses[1]);
    expect(reuse.keepAlive).toBe('timeout=65');
  });
});
