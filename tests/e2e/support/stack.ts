import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { APIRequestContext } from '@playwright/test';
import { apiKeys } from '../../../supabase/local/keys.ts';
import { jwtSecret } from '../../../supabase/local/settings.ts';

/** The stack Playwright starts (`npm start` on test ports, its own data directory). */
export const sitePort = Number(process.env.E2E_PORT ?? 4330);
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54330);
export const backendUrl = `http://127.0.0.1:${backendPort}`;
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };
export const { anonKey } = apiKeys(jwtSecret());

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

/** A visitor's client: the anon key, no session. */
export function anonClient(): SupabaseClient {
  return createClient(backendUrl, anonKey, noSession);
}

/** A client signed in as the e2e admin (created by `npm start` from ADMIN_EMAIL/ADMIN_PASSWORD). */
export async function adminClient(): Promise<SupabaseClient> {
  const client = createClient(backendUrl, anonKey, noSession);
  const { error } = await client.auth.signInWithPassword(e2eAdmin);
  if (error) throw new Error(`e2e admin cannot sign in: ${error.message}`);
  return client;
}

/** The revision the served site was built from. */
export async function siteRevision(request: APIRequestContext): Promise<number> {
  const response = await request.get('/build.json', { headers: { 'cache-control': 'no-cache' } });
  return ((await response.json()) as { revision: number }).revision;
}

/** The database's current publish revision. */
export async function databaseRevision(client: SupabaseClient): Promise<number> {
  const { data, error } = await client.from('site_publish').select('revision').single();
  if (error) throw new Error(error.message);
  return Number(data.revision);
}

/** Waits until the served site was built from at least `revision` (the publish loop ran). */
export async function waitForSiteRevision(request: APIRequestContext, revision: number) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await siteRevision(request).catch(() => -1)) >= revision) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the site was not rebuilt from revision ${revision} within 120 s`);
}
