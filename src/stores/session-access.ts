/**
 * What the auth store (./auth.ts) asks of a session: the database's answer (`session_access()`,
 * docs/architecture.md#sessions), and this browser's memory of the last user it found to be an
 * admin, by which it tells an account another admin removed from one that never was
 * (docs/product.md#sign-in).
 */
import type { Session } from '@supabase/supabase-js';
import { supabase } from '../lib/supabase.ts';

/** The localStorage key of the user this browser last found to be an admin. */
const lastAdminKey = 'admin-user';

/** Records the outcome of `userId`'s admin check; answers whether they were an admin here before. */
export function rememberAdmin(userId: string, admin: boolean): boolean {
  try {
    const before = localStorage.getItem(lastAdminKey) === userId;
    if (admin) localStorage.setItem(lastAdminKey, userId);
    else if (before) localStorage.removeItem(lastAdminKey);
    return before && !admin;
  } catch {
    return false; // storage unavailable (private mode): nothing remembered
  }
}

/** What the database says of a session: still an admin's, a live one of a non-admin, or ended. */
export type Access = 'admin' | 'not_admin' | 'ended';

/**
 * Asks the database what `current` is (`session_access()`): row-level security's own admin check,
 * which also ends with the session, where the user's `user_roles` row alone would still say admin
 * for an ended session. Asked with `current`'s own token, not the one supabase-js would read from
 * localStorage: a sign-in in another tab arrives here as a BroadcastChannel message, and the
 * browser may bring this tab that tab's localStorage write later, so the stored session can still
 * be the old one or none.
 */
export async function accessOf(current: Session): Promise<Access> {
  const { data, error } = await supabase
    .rpc('session_access', undefined, { get: true })
    .setHeader('Authorization', `Bearer ${current.access_token}`);
  if (error) throw new Error(error.message);
  if (data === 'admin' || data === 'not_admin' || data === 'ended') return data;
  throw new Error(`session_access answered ${JSON.stringify(data)}`);
}
