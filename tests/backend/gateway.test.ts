import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyLimit } from '../../supabase/local/http.ts';
import { signJwt } from '../../supabase/local/keys.ts';
import { api, startBackend, type TestBackend } from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.cleanup();
});

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

describe('gateway', () => {
  it('answers 401 JSON when the apikey is missing or wrong', async () => {
    for (const path of ['/auth/v1/user', '/rest/v1/hero_content']) {
      const missing = await fetch(`${backend.url}${path}`);
      expect(missing.status).toBe(401);
      expect((await missing.json()).message).toBe('No API key found in request');
      const wrong = await fetch(`${backend.url}${path}`, { headers: { apikey: 'nonsense' } });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).message).toBe('Invalid API key');
      const forgedKey = signJwt({ role: 'anon' }, 'another-secret-that-is-at-least-32-chars');
      const forged = await fetch(`${backend.url}${path}`, { headers: { apikey: forgedKey } });
      expect(forged.status).toBe(401);
    }
  });

  it('accepts the apikey as a query parameter', async () => {
    const response = await fetch(`${backend.url}/auth/v1/health?apikey=${backend.anonKey}`);
    expect(response.status).toBe(200);
  });

  it('refuses a forged or expired bearer token on the data API with PostgREST errors', async () => {
    const forged = signJwt({ role: 'service_role' }, 'another-secret-that-is-at-least-32-chars');
    const bad = await api(backend, '/rest/v1/hero_content', {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(bad.status).toBe(401);
    expect((await bad.json()).code).toBe('PGRST301');
    const expiredToken = signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: 1000 },
      secret,
    );
    const expired = await api(backend, '/rest/v1/hero_content', {
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const garbage = await api(backend, '/rest/v1/hero_content', {
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(garbage.status).toBe(401);
  });

  it('answers bad or expired tokens on /auth/v1/user in GoTrue shape', async () => {
    const none = await api(backend, '/auth/v1/user');
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
    const expiredToken = signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: 1000 },
      secret,
    );
    const expired = await api(backend, '/auth/v1/user', {
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect(expired.status).toBe(403);
    expect(expired.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await expired.json()).toMatchObject({ code: 'bad_jwt', error_code: 'bad_jwt' });
  });

  it('answers unknown paths with 404 JSON', async () => {
    const response = await fetch(`${backend.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    await response.json();
  });

  it('answers CORS pre-flights on every path with 204 and the requested headers', async () => {
    for (const path of [
      '/auth/v1/token',
      '/rest/v1/hero_content',
      '/storage/v1/object/site-images/a.png',
      '/x',
    ]) {
      const response = await fetch(`${backend.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:4321',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'apikey, authorization, x-client-info, content-type, x-upsert',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(response.headers.get('access-control-allow-headers')).toContain('x-upsert');
      expect(response.headers.get('access-control-max-age')).toBeTruthy();
    }
  });

  it('exposes Content-Range and X-Supabase-Api-Version on real responses', async () => {
    const response = await api(backend, '/auth/v1/health');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = response.headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('Content-Range');
    expect(exposed).toContain('X-Supabase-Api-Version');
  });

  it('rejects a JSON body over 1 MB with 413 JSON', async () => {
    const response = await api(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    await response.json();
  });

  it('holds a data API body to the same limit: one byte over is 413 PGRST413, at the limit it is read', async () => {
    const insert = (size: number) => {
      const [head, tail] = ['{"question":"', '"}'];
      return api(backend, '/rest/v1/faq_items', {
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          authorization: `Bearer ${backend.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: head + 'x'.repeat(size - head.length - tail.length) + tail,
      });
    };
    const over = await insert(jsonBodyLimit + 1);
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toContain('application/json');
    expect(await over.json()).toEqual({
      code: 'PGRST413',
      message: `The request body is too large (more than ${jsonBodyLimit} bytes)`,
      details: null,
      hint: null,
    });
    // At the limit the row reaches the database, which refuses it for its missing columns.
    const at = await insert(jsonBodyLimit);
    expect(at.status).toBe(400);
    expect((await at.json()).code).toBe('23502');
  });

  it("takes the client's address from the connection, so forged address headers do not dodge the booking limit", async () => {
    const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    start.setUTCHours(15, 0, 0, 0);
    const book = (i: number) =>
      api(backend, '/rest/v1/rpc/request_booking', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A different claimed address each time, in every header a gateway might pass on.
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `203.0.113.${i}`,
          'cf-connecting-ip': `203.0.113.${i}`,
        },
        body: JSON.stringify({
          language: 'en',
          vehicle_size: 'sedan',
          service_mode: 'in_shop',
          window1_start: start.toISOString(),
          window1_end: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
          name: 'Burst',
          phone: `(703) 555-01${String(i).padStart(2, '0')}`,
          consent: true,
        }),
      });
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await book(i);
      // Over the limit the RPC answers (HTTP 200) with the refusal, so its count is kept.
      const answer = (await response.json()) as { refused?: string; message?: string };
      answers.push(response.ok ? (answer.refused ?? 'ok') : (answer.message ?? 'error'));
    }
    expect(answers).toEqual([...Array(10).fill('ok'), 'rate_limited']);
  });
});
