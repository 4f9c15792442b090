import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, email, startBackend, type TestBackend } from './support.ts';

let backend: TestBackend;

/**
 * Each group of tests has a backend of its own: the limits count per backend, and all requests
 * come from 127.0.0.1, so the failures of a group stay under the address's 30.
 */
function ownBackend() {
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend.cleanup();
  });
}

/** A signed-up user's address; each test has its own, so the per-e-mail limit is its own too. */
async function signedUp(label: string, password = 'right-password') {
  const address = email(label);
  const { error } = await client(backend).auth.signUp({ email: address, password });
  if (error) throw error;
  return address;
}

const signIn = (address: string, password: string) =>
  client(backend).auth.signInWithPassword({ email: address, password });

describe('sign-in throttling', () => {
  ownBackend();
  it('throttles 20 wrong passwords in a row, and then refuses the right one too', async () => {
    const address = await signedUp('guessed');
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 20; i++) codes.push((await signIn(address, `guess-${i}`)).error?.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('invalid_credentials'));
    expect(codes.slice(10)).toEqual(Array(10).fill('over_request_rate_limit'));
    const right = await signIn(address, 'right-password');
    expect(right.error?.status).toBe(429);
    expect(right.error?.message).toBe('Request rate limit reached');
    expect(right.data.session).toBeNull();
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const address = await signedUp('known');
    const wrong = await signIn(address, 'wrong-password');
    const unknown = await signIn(email('nobody'), 'wrong-password');
    expect(unknown.error?.status).toBe(wrong.error?.status);
    expect(unknown.error?.code).toBe(wrong.error?.code);
    expect(unknown.error?.message).toBe(wrong.error?.message);
  });

  it('keeps other accounts at the same address signing in', async () => {
    const locked = await signedUp('locked');
    for (let i = 0; i < 10; i++) await signIn(locked, 'wrong-password');
    expect((await signIn(locked, 'right-password')).error?.code).toBe('over_request_rate_limit');
    const other = await signedUp('other');
    expect((await signIn(other, 'right-password')).error).toBeNull();
  });
});

describe('changing a password while signed in', () => {
  ownBackend();
  it('needs the right current password, a different new one, and ends the other sessions', async () => {
    const address = await signedUp('change', 'current-password');
    const supabase = client(backend);
    await supabase.auth.signInWithPassword({ email: address, password: 'current-password' });
    const elsewhere = client(backend);
    await elsewhere.auth.signInWithPassword({ email: address, password: 'current-password' });

    const missing = await supabase.auth.updateUser({ password: 'next-password' });
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });
    const wrong = await supabase.auth.updateUser({
      password: 'next-password',
      current_password: 'not-my-password',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    const same = await supabase.auth.updateUser({
      password: 'current-password',
      current_password: 'current-password',
    });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const short = await supabase.auth.updateUser({
      password: '12345',
      current_password: 'current-password',
    });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });

    const done = await supabase.auth.updateUser({
      password: 'next-password',
      current_password: 'current-password',
    });
    expect(done.error).toBeNull();
    expect((await signIn(address, 'current-password')).error?.code).toBe('invalid_credentials');
    expect((await signIn(address, 'next-password')).error).toBeNull();
    expect((await supabase.auth.getUser()).data.user?.email).toBe(address);
    expect((await elsewhere.auth.getUser()).data.user).toBeNull();
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    const address = await signedUp('guess-current', 'current-password');
    const supabase = client(backend);
    await supabase.auth.signInWithPassword({ email: address, password: 'current-password' });
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const { error } = await supabase.auth.updateUser({
        password: 'next-password',
        current_password: `guess-${i}`,
      });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('current_password_invalid'));
    expect(codes[10]).toBe('over_request_rate_limit');
  });
});
