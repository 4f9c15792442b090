import { expect, type APIRequestContext } from '@playwright/test';
import { createDataClient, type TypedClient } from '../../../src/lib/supabase-client.ts';
import { apiKeys } from '../../../supabase/local/keys.ts';
import { jwtSecret } from '../../../supabase/local/settings.ts';

/** The stack Playwright starts (`npm start` on test ports, its own data directory). */
export const sitePort = Number(process.env.E2E_PORT ?? 4330);
export const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54330);
export const backendUrl = `http://127.0.0.1:${backendPort}`;
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };
export const { anonKey } = apiKeys(jwtSecret());

/** A visitor's client: the anon key, no session, typed by the migrations. */
export function anonClient(): TypedClient {
  return createDataClient(backendUrl, anonKey);
}

/** The service role's client, past row-level security: for setting up what no page can. */
export function serviceClient(): TypedClient {
  return createDataClient(backendUrl, apiKeys(jwtSecret()).serviceRoleKey);
}

/** A client signed in as `user`, typed by the migrations; by default the e2e admin. */
export async function signedInClient(user = e2eAdmin): Promise<TypedClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw new Error(`${user.email} cannot sign in: ${error.message}`);
  return client;
}

/** A client signed in as the e2e admin (created by `npm start` from ADMIN_EMAIL/ADMIN_PASSWORD). */
export const adminClient = (): Promise<TypedClient> => signedInClient(e2eAdmin);

/** The revision the served site was built from. */
export async function siteRevision(request: APIRequestContext): Promise<number> {
  const response = await request.get('/build.json', { headers: { 'cache-control': 'no-cache' } });
  return ((await response.json()) as { revision: number }).revision;
}

/** The database's current publish revision. */
export async function databaseRevision(client: TypedClient): Promise<number> {
  const { data, error } = await client.from('site_publish').select('revision').single();
  if (error) throw new Error(error.message);
  return Number(data.revision);
}

/** Waits until the served site was built from at least `revision` (the publish loop ran). */
export async function waitForSiteRevision(request: APIRequestContext, revision: number) {
  await expect
    .poll(() => siteRevision(request).catch(() => -1), {
      message: `the site is rebuilt from revision ${revision}`,
      timeout: 120_000,
    })
    .toBeGreaterThanOrEqual(revision);
}
