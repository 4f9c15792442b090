/**
 * The one place a Supabase client is made. No `import.meta.env` in here, so build-time code (loader,
 * seeder), CLI scripts run by plain Node and the browser module all share it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/** The project's client: every table, view and RPC typed from the migrations. */
export type TypedClient = SupabaseClient<Database>;

/** Returns `value`, or throws an error naming the missing variable and how to set it. */
export function requireSetting(name: string, value: string | undefined): string {
  if (value) return value;
  throw new Error(
    `${name} is not set: start the stack with npm start, or set ${name} in the environment (see README).`,
  );
}

/** Options of one client: whether it keeps a signed-in session in the browser's storage. */
export interface ClientOptions {
  /** Keep and refresh the session (browser); false for build, seed and CLI clients. */
  persistSession: boolean;
  /** The fetch its requests go through (the global one by default). */
  fetch?: typeof fetch;
}

/** Makes a typed client for `url` with `key` (anon or service role). */
export function createTypedClient(url: string, key: string, options: ClientOptions): TypedClient {
  if (!/^https?:\/\//.test(url))
    throw new Error(`PUBLIC_SUPABASE_URL is not an http(s) URL: ${url}`);
  return createClient<Database>(url, key, {
    auth: {
      persistSession: options.persistSession,
      autoRefreshToken: options.persistSession,
      detectSessionInUrl: options.persistSession,
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

/** A client without a session for build-time reads and seeding: nothing is stored or refreshed. */
export function createDataClient(url: string, key: string): TypedClient {
  return createTypedClient(url, key, { persistSession: false });
}
