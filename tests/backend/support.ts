import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { SiteBuilder } from '../../scripts/lib/site-builder.ts';
import { createBackend, type Backend, type BackendOptions } from '../../supabase/local/server.ts';

/** A backend on a random loopback port with its own data directory. */
export type TestBackend = Backend & { dataDir: string; cleanup(): Promise<void> };

/** Starts a backend for one test file; `cleanup` closes it and deletes its data. */
export async function startBackend(
  dataDir?: string,
  options: Omit<BackendOptions, 'dataDir' | 'port'> = {},
): Promise<TestBackend> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'backend-test-')));
  const backend = await createBackend({ ...options, dataDir: dir, port: 0 });
  return {
    ...backend,
    dataDir: dir,
    async cleanup() {
      await backend.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A supabase-js client as a browser would make it, without persisted sessions. */
export function client(backend: Backend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let counter = 0;

/** A fresh e-mail address for a test user. */
export function email(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

/** Signs up a new user and returns the signed-in client and the user's id. */
export async function signedInUser(
  backend: Backend,
  label = 'user',
): Promise<{ supabase: SupabaseClient; id: string }> {
  const supabase = client(backend);
  const { data, error } = await supabase.auth.signUp({
    email: email(label),
    password: 'password-123',
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { supabase, id: data.user.id };
}

/**
 * The app's own client module (src/lib/supabase.ts), fresh, on `backend` and signed in as a new
 * user (an admin if `admin`): the data modules imported after it use it.
 */
export async function signedInClientModule(
  backend: Backend,
  label: string,
  admin: boolean,
): Promise<typeof import('../../src/lib/supabase.ts')> {
  vi.resetModules();
  vi.stubEnv('PUBLIC_SUPABASE_URL', backend.url);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', backend.anonKey);
  const module = await import('../../src/lib/supabase.ts');
  const { data, error } = await module.supabase.auth.signUp({
    email: email(label),
    password: 'password-123',
  });
  if (error || !data.user) throw error ?? new Error('no user');
  if (admin) await grantAdmin(backend, data.user.id);
  return module;
}

/** Grants admin the way `npm run admin:create` does: a user_roles row, written as owner. */
export async function grantAdmin(backend: Backend, userId: string): Promise<void> {
  await backend.db.asOwner((tx) =>
    tx.query(
      "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing",
      [userId],
    ),
  );
}

/** Raw fetch against the backend with the anon key. */
export function api(backend: Backend, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

/** A request whose target is sent verbatim (fetch would normalise `..`); resolves status and body. */
export function rawRequest(
  backend: Backend,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array | string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A builder running the real `astro build` the way `npm start` does, reading the data API at
 * `url` with the backend's anon key (never the seed), into folders under `outRoot`.
 */
export function realSiteBuilder(
  backend: Backend,
  {
    url = backend.url,
    outRoot,
    log = () => {},
  }: { url?: string; outRoot: string; log?: (line: string) => void },
): SiteBuilder {
  // Without vitest's NODE_ENV=test, as `npm start` builds.
  const { CONTENT_SOURCE: _seed, NODE_ENV: _test, ...inherited } = process.env;
  return new SiteBuilder({
    projectDir: fileURLToPath(new URL('../..', import.meta.url)),
    outRoot,
    env: {
      ...inherited,
      PUBLIC_SUPABASE_URL: url,
      PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      PUBLIC_SITE_URL: 'http://127.0.0.1:4321',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    log,
  });
}
