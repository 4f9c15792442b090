/**
 * The browser's Supabase client for the owner's pages (auth, admin, seed) and the landing nav's
 * session module. Astro inlines the two PUBLIC_ variables at build time; a build without them fails
 * here, naming the missing one, instead of sending requests to nowhere.
 */
import { createTypedClient, requireSetting, type TypedClient } from './supabase-client.ts';

/** The signed-in user's client: keeps the session in the browser's storage and refreshes it. */
export const supabase: TypedClient = createTypedClient(
  requireSetting('PUBLIC_SUPABASE_URL', import.meta.env.PUBLIC_SUPABASE_URL as string | undefined),
  requireSetting(
    'PUBLIC_SUPABASE_ANON_KEY',
    import.meta.env.PUBLIC_SUPABASE_ANON_KEY as string | undefined,
  ),
  { persistSession: true },
);
