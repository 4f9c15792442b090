/**
 * The signed-in state of the owner's pages (docs/product.md#sign-in): loading until the first
 * session check and its admin check complete, then a user or none; the admin flag comes from a
 * `user_roles` admin row of a session the database still knows (`session_access()`, see
 * docs/architecture.md#sessions). supabase-js keeps the session, refreshes it before expiry and
 * when the tab becomes visible, and reports every change through `onAuthStateChange`; this store
 * mirrors those reports, and signs out here a session the database says has ended (its access
 * token still passes for up to an hour). A user who saved an admin language (user metadata, see
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
import { signIn } from '../lib/account.ts';
import { errorMessage } from '../lib/error-message.ts';
import { onWriteRefused, supabase } from '../lib/supabase.ts';
import { accessOf, rememberAdmin, type Access } from './session-access.ts';

const session = atom<Session | null>(null);
const isAdmin = atom(false);
const authLoading = atom(true);
const authError = atom<string | null>(null);
const signOutRequested = atom(false);
const lostAccess = atom(false);
const sessionEnded = atom(false);

/** The current session, or null when signed out. */
export const $session: ReadableAtom<Session | null> = session;
/** The signed-in user, or null. */
export const $user: ReadableAtom<User | null> = computed(session, (s) => s?.user ?? null);
/**
 * True only when a `user_roles` row with role admin exists for the signed-in user and the database
 * still knows their session.
 */
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

/**
 * True when the database found that this browser's session had ended (the password was changed or
 * the account signed out elsewhere) and the store signed it out here: the owner's pages then say
 * so on /auth rather than show what an ended session reads, nothing (docs/product.md#sign-in).
 * Kept until the next session's check.
 */
export const $sessionEnded: ReadableAtom<boolean> = sessionEnded;

/** The user whose admin flag is current (or being checked); a token refresh keeps it. */
let checkedUserId: string | null = null;
/** Bumped by every state change, so a slow admin check cannot overwrite a newer answer. */
let generation = 0;
let started = false;

/**
 * Signs out here the session the database said has ended, when it is still the one this browser
 * keeps: its access token would pass for up to an hour, reading empty lists. Answers the session
 * this browser keeps instead (another tab signed in since), which is left alone for its own check;
 * null once signed out.
 */
async function endHere(ended: Session): Promise<Session | null> {
  const { data } = await supabase.auth.getSession();
  const kept = data.session;
  if (kept && kept.access_token !== ended.access_token) return kept;
  sessionEnded.set(true);
  await supabase.auth.signOut({ scope: 'local' });
  clear();
  return null;
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
  return check(next);
}

/** Asks the database what `next` is, and shows the answer (loading meanwhile). */
async function check(next: Session): Promise<void> {
  const mine = ++generation;
  checkedUserId = next.user.id;
  // Loading first, so no reader ever sees the new user with the previous user's admin flag.
  authLoading.set(true);
  isAdmin.set(false);
  session.set(next);
  signOutRequested.set(false);
  lostAccess.set(false);
  sessionEnded.set(false);
  let access: Access = 'not_admin';
  let failure: string | null = null;
  // In parallel with the admin check: the first page shown is already in the saved language.
  const adopted = adoptSavedLanguage(next.user);
  try {
    access = await accessOf(next);
  } catch (error) {
    failure = errorMessage(error);
  }
  await adopted;
  if (mine !== generation) return;
  if (access === 'ended') {
    const kept = await endHere(next);
    if (kept) await check(kept);
    return;
  }
  const admin = access === 'admin';
  if (failure === null) lostAccess.set(rememberAdmin(next.user.id, admin));
  isAdmin.set(admin);
  authError.set(failure);
  authLoading.set(false);
}

/** The session check under way (confirmSession), shared by every read that asks meanwhile. */
let confirming: Promise<boolean> | null = null;

/**
 * Whether this browser's session is still a live admin's, asked of the database again: the admin
 * pages' reads ask it with every load (useLoad), and a write that was refused or wrote nothing
 * (src/lib/supabase.ts) asks it too, because under row-level security an ended session reads
 * empty lists and its writes change nothing. An ended session is signed out here ($sessionEnded),
 * an account no longer an admin's loses the flag ($lostAccess), and the admin guard takes it from
 * there. False also without a session; true when the question could not be asked (the read's own
 * failure says why).
 */
export function confirmSession(): Promise<boolean> {
  const current = session.get();
  if (!current) return Promise.resolve(false);
  confirming ??= recheck(current).finally(() => (confirming = null));
  return confirming;
}

async function recheck(current: Session): Promise<boolean> {
  const mine = generation;
  let access: Access;
  try {
    access = await accessOf(current);
  } catch {
    return true;
  }
  // Another session or none since: its own check has decided, or is deciding.
  if (mine !== generation) return session.get() !== null;
  if (access === 'admin') return true;
  if (access === 'ended') {
    const kept = await endHere(current);
    if (!kept) return false;
    await check(kept);
    return isAdmin.get();
  }
  lostAccess.set(rememberAdmin(current.user.id, false));
  isAdmin.set(false);
  return false;
}

/** Starts mirroring supabase-js's auth state; safe to call from every island, runs once. */
export function initAuth(): void {
  if (started) return;
  started = true;
  onWriteRefused(() => void confirmSession());
  supabase.auth.onAuthStateChange((event, next) => {
    // Deferred: supabase-js awaits its subscribers in order, and the admin check is a request that
    // must not hold up the next event (or the client's own lock) while it runs.
    setTimeout(() => void applyChange(event, next), 0);
  });
}

/**
 * Signs in without leaving the page (the admin's sign-in dialog, for a session that ended while a
 * dialog held unsaved changes: docs/architecture.md#sessions) and answers once the new session's
 * admin check is done: 'admin', or 'not-admin' for an account that is no admin's, which is signed
 * out here again, as the admin guard does with lost access. Throws the service's refusal (a wrong
 * e-mail or password is `invalid_credentials`) and a failed admin check (the session then stays,
 * for another try).
 */
export async function signInHere(credentials: {
  email: string;
  password: string;
}): Promise<'admin' | 'not-admin'> {
  const next = await signIn(credentials);
  // Checked here, not left to the SIGNED_IN event's deferred check (applyChange then finds the user
  // checked already, or its own check is overtaken by this one): the answer is this session's.
  await check(next);
  const failure = authError.get();
  if (failure !== null) throw new Error(failure);
  if (isAdmin.get() && session.get()?.user.id === next.user.id) return 'admin';
  await signOutHere();
  return 'not-admin';
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
