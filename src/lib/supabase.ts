/**
 * The browser's Supabase client for the owner's pages (auth, admin, seed) and the landing nav's
 * session module. Astro inlines the two PUBLIC_ variables at build time; a build without them fails
 * here, naming the missing one, instead of sending requests to nowhere.
 */
import { createTypedClient, requireSetting, type TypedClient } from './supabase-client.ts';
import { watchWrites } from './watch-writes.ts';

let writeRefused = (): void => undefined;

/**
 * Sets what a write to the data API or storage that was refused or changed nothing calls (the
 * auth store asks whether the session has ended: see watch-writes.ts).
 */
export function onWriteRefused(listener: () => void): void {
  writeRefused = listener;
}

/** The signed-in user's client: keeps the session in the browser's storage and refreshes it. */
export const supabase: TypedClient = createTypedClient(
  requireSetting('PUBLIC_SUPABASE_URL', import.meta.env.PUBLIC_SUPABASE_URL as string | undefined),
  requireSetting(
    'PUBLIC_SUPABASE_ANON_KEY',
    import.meta.env.PUBLIC_SUPABASE_ANON_KEY as string | undefined,
  ),
  {
    persistSession: true,
    fetch: watchWrites(
      (...args) => fetch(...args),
      () => writeRefused(),
    ),
  },
);
