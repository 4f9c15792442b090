/**
 * The browser's Supabase client for the owner's pages (auth, admin, seed) and the landing nav's
 * session module. Astro inlines the two PUBLIC_ variables at build time; a build without them fails
 * here, naming the missing one, instead of sending requests to nowhere.
 */
import { createTypedClient, requireSetting, type TypedClient } from './supabase-client.ts';
import { watchWrites, type RefusedWrite } from './watch-writes.ts';

const writeRefusedListeners = new Set<(write: RefusedWrite) => void>();

/**
 * Calls `listener` after each write to the data API or storage that was refused or changed nothing
 * (the auth store asks whether the session has ended, the admin guard opens the sign-in dialog
 * again for a signed-out owner with unsaved work: see watch-writes.ts); answers what unsubscribes.
 */
export function onWriteRefused(listener: (write: RefusedWrite) => void): () => void {
  writeRefusedListeners.add(listener);
  return () => writeRefusedListeners.delete(listener);
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
      (write) => {
        for (const listener of writeRefusedListeners) listener(write);
      },
    ),
  },
);
