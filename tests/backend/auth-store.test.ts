import type { ReadableAtom } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  client,
  email,
  grantAdmin,
  signedInClientModule,
  startBackend,
  type TestBackend,
} from './support.ts';

/** The auth store (src/stores/auth.ts) on the real supabase-js client module and a real backend. */

let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

type AuthStore = typeof import('../../src/stores/auth.ts');
type Client = typeof import('../../src/lib/supabase.ts').supabase;

/** A fresh store and client (in Node supabase-js keeps the session in memory, one per module). */
async function freshStore(): Promise<{ auth: AuthStore; supabase: Client }> {
  vi.resetModules();
  vi.stubEnv('PUBLIC_SUPABASE_URL', backend.url);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', backend.anonKey);
  const auth = await import('../../src/stores/auth.ts');
  const { supabase } = await import('../../src/lib/supabase.ts');
  return { auth, supabase };
}

/** Resolves once `store` holds a value matching `done` (rejects after 10 s with the last value). */
function until<T>(store: ReadableAtom<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`store stayed at ${JSON.stringify(store.get())}`));
    }, 10_000);
    const unsubscribe = store.subscribe((value) => {
      if (!done(value)) return;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe());
      resolve(value);
    });
  });
}

const settled = (auth: AuthStore) => until(auth.$authLoading, (loading) => !loading);

/** A new user with a password; `admin` adds the user_roles admin row. */
async function newUser(admin = false) {
  const credentials = {
    email: email(admin ? 'store-admin' : 'store-user'),
    password: 'pass-123456',
  };
  const { data, error } = await client(backend).auth.signUp(credentials);
  if (error || !data.user) throw error ?? new Error('no user');
  if (admin) await grantAdmin(backend, data.user.id);
  return { ...credentials, id: data.user.id };
}

/** A fresh store whose new admin has signed in and been found an admin by its check. */
async function signedInAdminStore() {
  const { auth, supabase } = await freshStore();
  stores.push(auth);
  const admin = await newUser(true);
  await supabase.auth.signInWithPassword(admin);
  auth.initAuth();
  await until(auth.$isAdmin, (a) => a);
  return { auth, supabase, admin };
}

let stores: AuthStore[] = [];
afterEach(async () => {
  // Stop each test's client from refreshing in the background once the test is over.
  await Promise.all(stores.map((auth) => auth.signOut().catch(() => undefined)));
  stores = [];
});

describe('auth store', () => {
  it('is loading until the first session check, then has no user and no admin flag', async () => {
    const { auth } = await freshStore();
    stores.push(auth);
    expect(auth.$authLoading.get()).toBe(true);
    auth.initAuth();
    auth.initAuth();
    await settled(auth);
    expect(auth.$user.get()).toBeNull();
    expect(auth.$session.get()).toBeNull();
    expect(auth.$isAdmin.get()).toBe(false);
  });

  it('a signed-in user without an admin row is a user but not an admin', async () => {
    const { auth, supabase } = await freshStore();
    stores.push(auth);
    const user = await newUser();
    auth.initAuth();
    await settled(auth);
    await supabase.auth.signInWithPassword(user);
    await until(auth.$user, (u) => u?.id === user.id);
    await settled(auth);
    expect(auth.$isAdmin.get()).toBe(false);
    expect(auth.$session.get()?.user.id).toBe(user.id);
  });

  it('a stored admin session loads straight into user and admin flag together', async () => {
    const { auth, supabase } = await freshStore();
    stores.push(auth);
    const admin = await newUser(true);
    await supabase.auth.signInWithPassword(admin);
    const seen: Array<[boolean, string | undefined, boolean]> = [];
    auth.$authLoading.listen((loading) =>
      seen.push([loading, auth.$user.get()?.id, auth.$isAdmin.get()]),
    );
    auth.initAuth();
    await settled(auth);
    expect(auth.$user.get()?.id).toBe(admin.id);
    expect(auth.$isAdmin.get()).toBe(true);
    expect(seen.at(-1)).toEqual([false, admin.id, true]);
  });

  it('a token refresh keeps the admin flag without a new check and never shows loading', async () => {
    const { auth, supabase } = await freshStore();
    stores.push(auth);
    const admin = await newUser(true);
    await supabase.auth.signInWithPassword(admin);
    auth.initAuth();
    await settled(auth);
    const before = auth.$session.get()?.refresh_token;
    const loadingValues: boolean[] = [];
    auth.$authLoading.listen((loading) => loadingValues.push(loading));
    // With the role gone, a re-check would clear the flag: it stays because none is made.
    await backend.db.asOwner((tx) =>
      tx.query('delete from public.user_roles where user_id = $1', [admin.id]),
    );
    const { error } = await supabase.auth.refreshSession();
    expect(error).toBeNull();
    await until(auth.$session, (s) => s !== null && s.refresh_token !== before);
    expect(auth.$isAdmin.get()).toBe(true);
    expect(loadingValues).toEqual([]);
  });

  it('signing in as a different user re-checks the admin flag', async () => {
    const { auth, supabase } = await freshStore();
    stores.push(auth);
    const [admin, user] = [await newUser(true), await newUser()];
    auth.initAuth();
    await supabase.auth.signInWithPassword(admin);
    await until(auth.$isAdmin, (a) => a);
    await supabase.auth.signInWithPassword(user);
    await until(auth.$user, (u) => u?.id === user.id);
    await settled(auth);
    expect(auth.$isAdmin.get()).toBe(false);
  });

  it('a refresh the service rejects removes the session and the admin flag', async () => {
    const { auth, supabase, admin } = await signedInAdminStore();
    // Signing out everywhere from another device revokes this client's refresh token.
    const other = client(backend);
    await other.auth.signInWithPassword(admin);
    await other.auth.signOut({ scope: 'global' });
    // The access token has expired meanwhile (a laptop woke up): the next use must refresh.
    const { storage, storageKey } = supabase.auth as unknown as {
      storage: { getItem(k: string): string; setItem(k: string, v: string): void };
      storageKey: string;
    };
    const stored = JSON.parse(storage.getItem(storageKey)) as { expires_at: number };
    stored.expires_at = Math.floor(Date.now() / 1000) - 60;
    storage.setItem(storageKey, JSON.stringify(stored));
    await supabase.auth.getSession();
    await until(auth.$session, (s) => s === null);
    expect(auth.$user.get()).toBeNull();
    expect(auth.$isAdmin.get()).toBe(false);
    expect(auth.$authLoading.get()).toBe(false);
  });

  /** Ends every session of `user` but a new one, as a password change on another device does. */
  async function endOtherSessions(user: { email: string; password: string }): Promise<void> {
    const other = client(backend);
    const { error } = await other.auth.signInWithPassword(user);
    expect(error).toBeNull();
    expect((await other.auth.signOut({ scope: 'others' })).error).toBeNull();
  }

  it('a stored admin session ended elsewhere is signed out at the admin check, and says so', async () => {
    const { auth, supabase } = await freshStore();
    stores.push(auth);
    const admin = await newUser(true);
    await supabase.auth.signInWithPassword(admin);
    // Ended on another device: its access token still passes for up to an hour.
    await endOtherSessions(admin);
    auth.initAuth();
    await until(auth.$sessionEnded, (ended) => ended);
    await until(auth.$user, (user) => user === null);
    expect([auth.$authLoading.get(), auth.$isAdmin.get()]).toEqual([false, false]);
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('confirmSession keeps a live admin, and signs out one whose session ended since', async () => {
    const { auth, supabase, admin } = await signedInAdminStore();
    expect(await auth.confirmSession()).toBe(true);
    expect(auth.$isAdmin.get()).toBe(true);

    await endOtherSessions(admin);
    expect(await auth.confirmSession()).toBe(false);
    expect(auth.$sessionEnded.get()).toBe(true);
    expect([auth.$user.get(), auth.$isAdmin.get()]).toEqual([null, false]);
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('confirmSession takes the flag from an admin another admin removed', async () => {
    const { auth, admin } = await signedInAdminStore();
    await backend.db.asOwner((tx) =>
      tx.query('delete from public.user_roles where user_id = $1', [admin.id]),
    );
    expect(await auth.confirmSession()).toBe(false);
    expect(auth.$isAdmin.get()).toBe(false);
    expect(auth.$sessionEnded.get()).toBe(false);
    expect(auth.$user.get()?.id).toBe(admin.id);
  });

  it('a write that an ended session makes, which changes nothing, has the store sign it out', async () => {
    const { auth, supabase, admin } = await signedInAdminStore();
    await endOtherSessions(admin);
    // Row-level security lets an ended session's update through with no row changed.
    const { data, error } = await supabase
      .from('faq_items')
      .update({ answer: 'Written after the session ended' })
      .eq('faq_key', 'no-such-faq')
      .select('id');
    expect([data, error]).toEqual([[], null]);
    await until(auth.$user, (user) => user === null);
    expect(auth.$sessionEnded.get()).toBe(true);
  });

  it('signOut clears user, session and admin flag, and marks the logout as requested', async () => {
    const { auth, supabase } = await signedInAdminStore();
    await auth.signOut();
    expect([auth.$session.get(), auth.$user.get(), auth.$isAdmin.get()]).toEqual([
      null,
      null,
      false,
    ]);
    expect(auth.$signOutRequested.get()).toBe(true);
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('signOut clears the session even when the service cannot be reached', async () => {
    const offline = await startBackend();
    try {
      const { supabase } = await signedInClientModule(offline, 'offline', false);
      const auth = await import('../../src/stores/auth.ts');
      auth.initAuth();
      await until(auth.$user, (u) => u !== null);
      await offline.close();
      await auth.signOut();
      expect(auth.$user.get()).toBeNull();
      expect((await supabase.auth.getSession()).data.session).toBeNull();
    } finally {
      await offline.cleanup().catch(() => undefined);
    }
  });
});
