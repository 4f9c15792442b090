/**
 * The signed-in state of the owner's pages (docs/product.md#sign-in): loading until the first
 * session check and its admin check complete, then a user or none; the admin flag comes from a
 * `user_roles` admin row. supabase-js keeps the session, refreshes it before expiry and when the
 * tab becomes visible, and reports every change through `onAuthStateChange`; this store only
 * mirrors those reports. A user who saved an admin language (user metadata, see
 * docs/architecture.md#admin-language) gets it as soon as their session is known.
 */
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  $adminLanguage,
  adminLanguageField,
  isAdminLanguage,
  linkLanguage,
} from '../i18n/admin/language.ts';
import { switchAdminLanguage } from '../i18n/admin/messages.ts';
import { errorMessage } from '../lib/error-message.ts';
import { supabase } from '../lib/supabase.ts';

const session = atom<Session | null>(null);
const isAdmin = atom(false);
const authLoading = atom(true);
const authError = atom<string | null>(null);
const signOutRequested = atom(false);
const lostAccess = atom(false);

/** The current session, or null when signed out. */
export const $session: ReadableAtom<Session | null> = session;
/** The signed-in user, or null. */
export const $user: ReadableAtom<User | null> = computed(session, (s) => s?.user ?? null);
/** True only when a `user_roles` row with role admin exists for the signed-in user. */
export const $isAdmin: ReadableAtom<boolean> = isAdmin;
/** True until the session check and the admin check of the session's user have completed. */
export const $authLoading: ReadableAtom<boolean> = authLoading;
/** The message of a failed admin check (network or service error), null otherwise. */
export const $authError: ReadableAtom<string | null> = authError;
/** True once this tab asked to sign out, so pages can tell a logout from a session that ended. */
export const $signOutRequested: ReadableAtom<boolean> = signOutRequested;

/**
 * True when the admin check found that the signed-in user, an admin the last time this browser
 * checked, is one no longer (another admin removed them): the admin pages then say so on /auth
 * rather than leave without a word (docs/product.md#sign-in). Kept until another user's check.
 */
export const $lostAccess: ReadableAtom<boolean> = lostAccess;

/** The localStorage key of the user this browser last found to be an admin. */
const lastAdminKey = 'admin-user';

/** Records the outcome of `userId`'s admin check; answers whether they were an admin here before. */
function rememberAdmin(userId: string, admin: boolean): boolean {
  try {
    const before = localStorage.getItem(lastAdminKey) === userId;
    if (admin) localStorage.setItem(lastAdminKey, userId);
    else if (before) localStorage.removeItem(lastAdminKey);
    return before && !admin;
  } catch {
    return false; // storage unavailable (private mode): nothing remembered
  }
}

/** The user whose admin flag is current (or being checked); a token refresh keeps it. */
let checkedUserId: string | null = null;
/** Bumped by every state change, so a slow admin check cannot overwrite a newer answer. */
let generation = 0;
let started = false;

/**
 * Whether the user of `current` has a `user_roles` admin row (RLS lets a user read only their own
 * rows). Asked with `current`'s own token, not the one supabase-js would read from localStorage: a
 * sign-in in another tab arrives here as a BroadcastChannel message, and the browser may bring this
 * tab that tab's localStorage write later, so the stored session can still be the old one or none.
 */
async function hasAdminRole(current: Session): Promise<boolean> {
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', current.user.id)
    .eq('role', 'admin')
    .setHeader('Authorization', `Bearer ${current.access_token}`)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data !== null;
}

/**
 * Shows the admin in the language `user` saved, if it differs: another browser's choice follows
 * the user here, unless the page's address names a language (linkLanguage). A failure to load the
 * texts keeps the current language.
 */
async function adoptSavedLanguage(user: User): Promise<void> {
  const saved: unknown = user.user_metadata[adminLanguageField];
  if (!isAdminLanguage(saved) || saved === $adminLanguage.get() || linkLanguage()) return;
  await switchAdminLanguage(saved).catch(() => undefined);
}

function clear(): void {
  generation += 1;
  checkedUserId = null;
  session.set(null);
  isAdmin.set(false);
  authError.set(null);
  authLoading.set(false);
}

async function applyChange(event: AuthChangeEvent, next: Session | null): Promise<void> {
  if (!next) return clear();
  const sameUser = next.user.id === checkedUserId;
  // A refresh or an update of the same user keeps the admin flag: no request per TOKEN_REFRESHED.
  // After a failed check, any event of that user (a retried sign-in, a refresh) checks again.
  if (sameUser && event !== 'INITIAL_SESSION' && authError.get() === null) {
    session.set(next);
    return;
  }
  const mine = ++generation;
  checkedUserId = next.user.id;
  // Loading first, so no reader ever sees the new user with the previous user's admin flag.
  authLoading.set(true);
  isAdmin.set(false);
  session.set(next);
  signOutRequested.set(false);
  lostAccess.set(false);
  let admin = false;
  let failure: string | null = null;
  // In parallel with the admin check: the first page shown is already in the saved language.
  const adopted = adoptSavedLanguage(next.user);
  try {
    admin = await hasAdminRole(next);
  } catch (error) {
    failure = errorMessage(error);
  }
  await adopted;
  if (mine !== generation) return;
  if (failure === null) lostAccess.set(rememberAdmin(next.user.id, admin));
  isAdmin.set(admin);
  authError.set(failure);
  authLoading.set(false);
}

/** Starts mirroring supabase-js's auth state; safe to call from every island, runs once. */
export function initAuth(): void {
  if (started) return;
  started = true;
  supabase.auth.onAuthStateChange((event, next) => {
    // Deferred: supabase-js awaits its subscribers in order, and the admin check is a request that
    // must not hold up the next event (or the client's own lock) while it runs.
    setTimeout(() => void applyChange(event, next), 0);
  });
}

/**
 * Signs this browser's session out, and only it: the account's sessions elsewhere are the
 * account's own business (an admin page leaving an account that is no longer an admin's).
 */
export async function signOutHere(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' });
  clear();
}

/** Signs out (the service's 401/403/404 are already-ended sessions) and clears the local state. */
export async function signOut(): Promise<void> {
  signOutRequested.set(true);
  const { error } = await supabase.auth.signOut();
  // Unreachable service: the session must still leave this browser, so drop it locally.
  if (error) await supabase.auth.signOut({ scope: 'local' });
  clear();
}
