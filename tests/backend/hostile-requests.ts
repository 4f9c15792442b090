import { signJwt } from '../../supabase/local/keys.ts';

/** One hostile request: `raw` ones are sent verbatim (no URL normalisation, any method). */
export type Hostile = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  raw?: boolean;
};

const otherSecret = 'not-the-server-secret-but-long-enough-32+';
const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Tokens no request may be accepted with. */
export function badTokens(): string[] {
  const sub = '00000000-0000-4000-8000-000000000001';
  return [
    signJwt({ role: 'service_role' }, otherSecret),
    signJwt({ role: 'authenticated', sub }, otherSecret),
    signJwt({ role: 'authenticated', sub, exp: 1000 }, secret),
    signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) - 120 }, secret),
    signJwt({ role: 'postgres' }, secret),
    signJwt({ role: 'supabase_admin' }, secret),
    'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
    'x.y.z',
    'garbage',
    '',
  ];
}

const badJson = [
  '{',
  '{"email":',
  'null',
  '[]',
  '"text"',
  '{"a":1}}',
  '\u0000',
  'NaN',
  '{"email":"a@b.c","password":',
];
const sqlBits = [
  "'; drop table auth.users; --",
  "1' or '1'='1",
  '1;select pg_sleep(1)',
  '$$; drop schema public cascade; $$',
  '\\x00',
];
const tables = [
  'hero_content',
  'service_packages',
  'site_settings',
  'social_links',
  'expenses',
  'user_roles',
  'images',
];

/** About 1,100 malformed or hostile requests covering auth, data API, storage and the gateway. */
export function hostileRequests(anonKey: string, userToken: string): Hostile[] {
  const list: Hostile[] = [];
  const json = { 'content-type': 'application/json', apikey: anonKey };
  for (const body of badJson) {
    for (const path of [
      'signup',
      'token?grant_type=password',
      'token?grant_type=refresh_token',
      'admin/users',
      'user',
    ]) {
      list.push({
        method: path === 'user' ? 'PUT' : 'POST',
        path: `/auth/v1/${path}`,
        headers: { ...json, authorization: `Bearer ${userToken}` },
        body,
      });
    }
  }
  const fields: unknown[] = [
    123,
    {},
    [],
    null,
    true,
    'a'.repeat(300) + '@example.com',
    'no-at-sign',
    ...sqlBits,
  ];
  for (const value of fields) {
    list.push({
      method: 'POST',
      path: '/auth/v1/signup',
      headers: json,
      body: JSON.stringify({ email: value, password: 'password-1' }),
    });
    // Any string of 6+ characters is a fine password, so only non-strings probe the password field.
    if (typeof value !== 'string') {
      list.push({
        method: 'POST',
        path: '/auth/v1/signup',
        headers: json,
        body: JSON.stringify({ email: 'x@example.com', password: value }),
      });
    }
    list.push({
      method: 'POST',
      path: '/auth/v1/signup',
      headers: json,
      body: JSON.stringify({
        email: 'y@example.com',
        password: 'password-1',
        data:
          value === null || (typeof value === 'object' && !Array.isArray(value)) ? 'text' : value,
      }),
    });
    list.push({
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: json,
      body: JSON.stringify({ email: value, password: value }),
    });
    list.push({
      method: 'POST',
      path: '/auth/v1/token?grant_type=refresh_token',
      headers: json,
      body: JSON.stringify({ refresh_token: value }),
    });
  }
  for (const grant of ['', 'client_credentials', 'pkce', ...sqlBits]) {
    list.push({
      method: 'POST',
      path: `/auth/v1/token?grant_type=${encodeURIComponent(grant)}`,
      headers: json,
      body: '{}',
    });
  }
  for (const token of badTokens()) {
    const auth = { apikey: anonKey, authorization: `Bearer ${token}` };
    for (const table of tables) {
      list.push({ method: 'GET', path: `/rest/v1/${table}?select=*`, headers: auth });
      list.push({
        method: 'POST',
        path: `/rest/v1/${table}`,
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{"title":"x"}',
      });
      list.push({
        method: 'DELETE',
        path: `/rest/v1/${table}?id=neq.00000000-0000-0000-0000-000000000000`,
        headers: auth,
      });
    }
    for (const path of ['user', 'logout', 'admin/users']) {
      list.push({
        method: path === 'user' ? 'GET' : 'POST',
        path: `/auth/v1/${path}`,
        headers: auth,
      });
    }
    list.push({ method: 'GET', path: '/auth/v1/health', headers: { apikey: token } });
    list.push({ method: 'GET', path: '/rest/v1/hero_content', headers: { apikey: token } });
    list.push({
      method: 'POST',
      path: '/storage/v1/object/site-images/t.png',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array([1, 2, 3]),
    });
    list.push({
      method: 'DELETE',
      path: '/storage/v1/object/site-images',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"prefixes":["a.png"]}',
    });
  }
  const anon = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const user = { apikey: anonKey, authorization: `Bearer ${userToken}` };
  for (const table of tables) {
    for (const bit of sqlBits) {
      const q = encodeURIComponent(bit);
      list.push({ method: 'GET', path: `/rest/v1/${table}?select=${q}`, headers: anon });
      list.push({ method: 'GET', path: `/rest/v1/${table}?order=${q}`, headers: anon });
      list.push({ method: 'GET', path: `/rest/v1/${table}?limit=${q}`, headers: anon });
      list.push({ method: 'GET', path: `/rest/v1/${table}?${q}=eq.1`, headers: anon });
      list.push({ method: 'GET', path: `/rest/v1/${table}?id=eq.${q}`, headers: anon });
      list.push({ method: 'GET', path: `/rest/v1/${table}?id=${q}.1`, headers: anon });
      list.push({ method: 'GET', path: `/rest/v1/${q}`, headers: anon });
      list.push({
        method: 'POST',
        path: `/rest/v1/rpc/${q}`,
        headers: { ...anon, 'content-type': 'application/json' },
        body: '{}',
      });
    }
    for (const headers of [anon, user]) {
      // `[]` is a valid (empty) insert, so it is no hostile body for the data API.
      for (const body of badJson.filter((b) => b !== '[]')) {
        list.push({
          method: 'POST',
          path: `/rest/v1/${table}`,
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
        list.push({
          method: 'PATCH',
          path: `/rest/v1/${table}?id=eq.00000000-0000-0000-0000-000000000000`,
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
      }
      list.push({
        method: 'POST',
        path: `/rest/v1/${table}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"no_such_column":1}',
      });
      list.push({
        method: 'POST',
        path: `/rest/v1/${table}?columns=%22nope%22`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: '[{"nope":1}]',
      });
      list.push({
        method: 'POST',
        path: `/rest/v1/${table}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: sqlBits[0], language: 'en' }),
      });
      list.push({ method: 'GET', path: `/rest/v1/${table}?select=no_such_column`, headers });
      list.push({ method: 'GET', path: `/rest/v1/${table}?id=zz.1`, headers });
      list.push({
        method: 'GET',
        path: `/rest/v1/${table}?display_order=gt.not-a-number`,
        headers,
      });
      list.push({ method: 'GET', path: `/rest/v1/${table}?offset=-5`, headers });
    }
  }
  const traversal = [
    '../x.png',
    '../../etc/passwd',
    'a/../../b.png',
    '%2e%2e/%2e%2e/x.png',
    'a%5C..%5Cb.png',
    'a%00.png',
    '/abs.png',
    'a//b.png',
    '%E2%80%AE.png',
    '%ZZ.png',
    './x.png',
    'a/./b.png',
  ];
  for (const path of traversal) {
    for (const prefix of [
      '/storage/v1/object/site-images/',
      '/storage/v1/object/public/site-images/',
      '/storage/v1/object/authenticated/site-images/',
    ]) {
      const method = prefix.includes('public') || prefix.includes('authenticated') ? 'GET' : 'POST';
      list.push({
        method,
        path: prefix + path,
        headers: { ...user, 'content-type': 'image/png' },
        body: method === 'POST' ? new Uint8Array([1]) : undefined,
        raw: true,
      });
    }
    list.push({
      method: 'PUT',
      path: `/storage/v1/object/site-images/${path}`,
      headers: { ...user, 'content-type': 'image/png' },
      body: new Uint8Array([1]),
      raw: true,
    });
    list.push({
      method: 'POST',
      path: `/storage/v1/object/list/${path}`,
      headers: { ...user, 'content-type': 'application/json' },
      body: '{}',
      raw: true,
    });
  }
  for (const bucket of ['..', '.tmp', 'no-such-bucket', '%2e%2e', 'a%20b', "x'--%0A"]) {
    list.push({
      method: 'POST',
      path: `/storage/v1/object/${bucket}/a.png`,
      headers: { ...user, 'content-type': 'image/png' },
      body: new Uint8Array([1]),
      raw: true,
    });
    list.push({ method: 'GET', path: `/storage/v1/object/public/${bucket}/a.png`, raw: true });
  }
  const multipart = [
    '',
    'garbage',
    '--b\r\n',
    '--b\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\n\r\nabc',
    '--x\r\n\r\n--x--',
  ];
  for (const body of multipart) {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=b',
      'multipart/form-data; boundary="zz"',
    ]) {
      list.push({
        method: 'POST',
        path: '/storage/v1/object/site-images/m.png',
        headers: { ...user, 'content-type': type },
        body,
      });
    }
  }
  for (const body of [
    ...badJson,
    '{"prefixes":"a"}',
    '{"prefixes":[1,2]}',
    `{"prefixes":${JSON.stringify(Array(1001).fill('a'))}}`,
    '{"prefixes":["../../x"]}',
  ]) {
    list.push({
      method: 'DELETE',
      path: '/storage/v1/object/site-images',
      headers: { ...user, 'content-type': 'application/json' },
      body,
    });
  }
  list.push({
    method: 'POST',
    path: '/storage/v1/object/site-images/t.txt',
    headers: { ...user, 'content-type': 'text/plain' },
    body: 'hello',
  });
  list.push({
    method: 'POST',
    path: '/storage/v1/object/site-images/n.png',
    headers: { apikey: anonKey, 'content-type': 'image/png' },
    body: new Uint8Array([1]),
  });
  const big = new Uint8Array(2 * 1024 * 1024).fill(0x7b);
  for (const path of [
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/rest/v1/hero_content',
    '/storage/v1/object/list/site-images',
  ]) {
    list.push({
      method: 'POST',
      path,
      headers: { ...user, 'content-type': 'application/json' },
      body: big,
    });
  }
  list.push({
    method: 'POST',
    path: '/storage/v1/object/site-images/huge.png',
    headers: { ...user, 'content-type': 'image/png' },
    body: new Uint8Array(7 * 1024 * 1024),
  });
  for (const method of ['FOO', 'PROPFIND', 'TRACE', 'CONNECTX', 'DELETE', 'PATCH', 'PUT', 'GET']) {
    for (const path of [
      '/',
      '/auth',
      '/auth/v1',
      '/auth/v1/nope',
      '/rest',
      '/storage/v1',
      '/storage/v1/bucket',
      '/%00',
      '/auth/v1/../../etc/passwd',
      `/${'a'.repeat(4000)}`,
      '/auth/v1/admin/users/not-a-uuid',
      '/auth/v1/admin/nothing',
    ]) {
      list.push({ method, path, headers: { apikey: anonKey }, raw: true });
    }
  }
  return list;
}
