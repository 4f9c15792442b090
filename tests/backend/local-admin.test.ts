import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureLocalAdmin } from '../../scripts/lib/local-admin.ts';
import { createServiceClient } from '../../scripts/lib/supabase-service.ts';
import { client, startBackend, type TestBackend } from './support.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend.cleanup();
});
beforeEach(() => {
  // As on a fresh machine: the account and its password are npm start's own.
  vi.stubEnv('ADMIN_EMAIL', undefined);
  vi.stubEnv('ADMIN_PASSWORD', undefined);
});

describe("npm start's local admin", () => {
  const ensure = () =>
    ensureLocalAdmin(
      createServiceClient(backend.url, backend.serviceRoleKey),
      backend.db,
      backend.dataDir,
    );

  it('keeps the password it generated, and says when the owner has changed it since', async () => {
    const first = await ensure();
    expect(first.email).toBe('admin@example.com');
    expect(first.passwordWorks).toBe(true);
    const stored = JSON.parse(await readFile(join(backend.dataDir, 'admin.json'), 'utf8'));
    expect(stored).toEqual({ email: first.email, password: first.password });
    expect(await ensure()).toEqual(first);

    // The owner changes it in the admin (Change password).
    const supabase = client(backend);
    const signIn = (password: string) =>
      supabase.auth.signInWithPassword({ email: first.email, password });
    expect((await signIn(first.password)).error).toBeNull();
    const { error } = await supabase.auth.updateUser({
      password: 'chosen-by-the-owner',
      current_password: first.password,
    });
    expect(error).toBeNull();
    await supabase.auth.signOut();

    // The next start neither prints the old one as working nor puts it back.
    const next = await ensure();
    expect(next).toEqual({ ...first, passwordWorks: false });
    expect((await signIn(first.password)).error?.code).toBe('invalid_credentials');
    expect((await signIn('chosen-by-the-owner')).error).toBeNull();
  });
});
