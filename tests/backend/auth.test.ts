import { AuthWeakPasswordError, type AuthChangeEvent } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReuseSeconds } from '../../supabase/local/auth/refresh.ts';
import { client, email, startBackend, type TestBackend } from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.cleanup();
});

/** Signs up a new user; its client and first session. */
async function signedUp(label: string) {
  const supabase = client(backend);
  const { data, error } = await supabase.auth.signUp({
    email: email(label),
    password: 'password-1',
  });
  if (error || !data.session) throw error ?? new Error('sign-up returned no session');
  return { supabase, first: data.session };
}

/** Presents a refresh token from another client, as a second tab would. */
const refresh = (token: string) => client(backend).auth.refreshSession({ refresh_token: token });

describe('auth through the real supabase-js', () => {
  it('signs up with a full name, returns a session and emits SIGNED_IN', async () => {
    const supabase = client(backend);
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => void events.push(event));
    const address = email('Signup').toUpperCase();
    const { data, error } = await supabase.auth.signUp({
      email: address,
      password: 'secret-pass',
      options: { data: { full_name: 'Ana Pérez' } },
    });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(address.toLowerCase());
    expect(data.user?.user_metadata).toEqual({ full_name: 'Ana Pérez' });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    // supabase-js awaits its listeners before signUp resolves.
    expect(events).toContain('SIGNED_IN');
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: address.toLowerCase(),
      phone: '',
      is_anonymous: false,
      user_metadata: { full_name: 'Ana Pérez' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    const row = await backend.db.asOwner((tx) =>
      tx.query<{ full_name: string; hash: string }>(
        "select raw_user_meta_data->>'full_name' as full_name, encrypted_password as hash from auth.users where id = $1",
        [data.user?.id],
      ),
    );
    expect(row.rows[0]?.full_name).toBe('Ana Pérez');
    expect(row.rows[0]?.hash).toMatch(/^\$2[aby]\$10\$/);
  });

  it('signs in with the right password and refuses a wrong one as invalid credentials', async () => {
    const address = email('signin');
    await client(backend).auth.signUp({ email: address, password: 'right-password' });
    const ok = await client(backend).auth.signInWithPassword({
      email: address,
      password: 'right-password',
    });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();
    const bad = await client(backend).auth.signInWithPassword({
      email: address,
      password: 'wrong-password',
    });
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.error?.code).toBe('invalid_credentials');
    expect(bad.error?.status).toBe(400);
    const unknown = await client(backend).auth.signInWithPassword({
      email: email('nobody'),
      password: 'whatever1',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('refuses a weak password with AuthWeakPasswordError and its reasons', async () => {
    const { error } = await client(backend).auth.signUp({
      email: email('weak'),
      password: '12345',
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
  });

  it('refuses a second sign-up with the same e-mail, an invalid e-mail and an empty password', async () => {
    const address = email('dup');
    await client(backend).auth.signUp({ email: address, password: 'password-1' });
    const dup = await client(backend).auth.signUp({ email: address, password: 'password-2' });
    expect(dup.error?.code).toBe('user_already_exists');
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.message).toBe('User already registered');
    const invalid = await client(backend).auth.signUp({
      email: 'not-an-email',
      password: 'password-1',
    });
    expect(invalid.error?.code).toBe('validation_failed');
    expect(invalid.error?.status).toBe(400);
    const empty = await client(backend).auth.signUp({ email: email('empty'), password: '' });
    expect(empty.error?.message).toBe('Signup requires a valid password');
  });

  it('returns the signed-in user from getUser and updates its metadata', async () => {
    const supabase = client(backend);
    const address = email('getuser');
    await supabase.auth.signUp({
      email: address,
      password: 'password-1',
      options: { data: { full_name: 'Bo' } },
    });
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
    const updated = await supabase.auth.updateUser({ data: { full_name: 'Bo Li' } });
    expect(updated.data.user?.user_metadata.full_name).toBe('Bo Li');
  });

  it('rotates the refresh token, keeping the session', async () => {
    const { first, supabase } = await signedUp('refresh');
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    const before = decodeJwt(first.access_token);
    const after = decodeJwt(refreshed.data.session?.access_token ?? '');
    expect(after.session_id).toBe(before.session_id);
    const unknown = await client(backend).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('answers the just-replaced refresh token with the same new session within the reuse window', async () => {
    const { first, supabase } = await signedUp('reuse-window');
    const rotated = (await supabase.auth.refreshSession()).data.session;
    const again = await refresh(first.refresh_token);
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(rotated?.refresh_token);
    expect(decodeJwt(again.data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(first.access_token).session_id,
    );
    // Nothing was revoked: the active token still rotates normally.
    const next = await refresh(rotated?.refresh_token ?? '');
    expect(next.error).toBeNull();
    expect(next.data.session?.refresh_token).not.toBe(rotated?.refresh_token);
  });

  it('keeps two tabs that refresh the same session at the same moment signed in', async () => {
    const { first } = await signedUp('two-tabs');
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
    expect(a.data.session?.refresh_token).not.toBe(first.refresh_token);
  });

  it('refuses a replaced refresh token after the reuse window and revokes the whole session', async () => {
    const { first, supabase } = await signedUp('reuse-late');
    const rotated = (await supabase.auth.refreshSession()).data.session;
    // Moves the rotation back past the window instead of waiting for it.
    await backend.db.asOwner((tx) =>
      tx.query(
        'update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $2) where token = $1',
        [first.refresh_token, refreshReuseSeconds + 1],
      ),
    );
    const reuse = await refresh(first.refresh_token);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.status).toBe(400);
    const active = await refresh(rotated?.refresh_token ?? '');
    expect(active.error?.code).toBe('refresh_token_already_used');
  });

  it('treats a token two rotations old as reuse, even within the window', async () => {
    const { first, supabase } = await signedUp('reuse-old');
    await supabase.auth.refreshSession();
    const latest = (await supabase.auth.refreshSession()).data.session;
    const reuse = await refresh(first.refresh_token);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect((await refresh(latest?.refresh_token ?? '')).error?.code).toBe(
      'refresh_token_already_used',
    );
  });

  it('refuses to refresh a session past its end (not_after), as GoTrue does', async () => {
    const supabase = client(backend);
    const { data } = await supabase.auth.signUp({
      email: email('timebox'),
      password: 'password-1',
    });
    const sessionId = decodeJwt(data.session!.access_token).session_id;
    await backend.db.asOwner((tx) =>
      tx.query("update auth.sessions set not_after = now() - interval '1 second' where id = $1", [
        sessionId,
      ]),
    );
    const again = await client(backend).auth.refreshSession({
      refresh_token: data.session!.refresh_token,
    });
    expect([again.error?.status, again.error?.code]).toEqual([400, 'session_expired']);
  });

  it('signs out globally so the refresh token stops working', async () => {
    const supabase = client(backend);
    const { data } = await supabase.auth.signUp({
      email: email('signout'),
      password: 'password-1',
    });
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    const again = await client(backend).auth.refreshSession({
      refresh_token: data.session?.refresh_token ?? '',
    });
    expect(again.error?.status).toBe(400);
    const raw = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${data.session?.access_token}` },
    });
    expect(raw.status).toBe(403);
    expect((await raw.json()).code).toBe('session_not_found');
  });

  it('lets the service role create, list, get and delete users, and refuses the anon key', async () => {
    const admin = client(backend, backend.serviceRoleKey);
    const address = email('admin-made');
    const created = await admin.auth.admin.createUser({
      email: address,
      password: 'password-1',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    const signIn = await client(backend).auth.signInWithPassword({
      email: address,
      password: 'password-1',
    });
    expect(signIn.error).toBeNull();
    const again = await admin.auth.admin.createUser({
      email: address,
      password: 'password-1',
      email_confirm: true,
    });
    expect(again.error?.code).toBe('email_exists');
    const list = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(list.error).toBeNull();
    expect(list.data.users.map((u) => u.email)).toContain(address);
    const one = await admin.auth.admin.getUserById(id);
    expect(one.data.user?.user_metadata.full_name).toBe('Made By Admin');
    const refused = await client(backend).auth.admin.listUsers();
    expect(refused.error?.status).toBe(403);
    const refusedDelete = await client(backend).auth.admin.deleteUser(id);
    expect(refusedDelete.error?.status).toBe(403);
    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.status).toBe(404);
  });

  it('keeps an unconfirmed admin-made user from signing in', async () => {
    const address = email('unconfirmed');
    await client(backend, backend.serviceRoleKey).auth.admin.createUser({
      email: address,
      password: 'password-1',
    });
    const { error } = await client(backend).auth.signInWithPassword({
      email: address,
      password: 'password-1',
    });
    expect(error?.code).toBe('email_not_confirmed');
  });
});
