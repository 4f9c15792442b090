import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

/**
 * The publish schedule and settings as the admin's browser calls them: supabase-js over HTTP.
 * Only an admin reads the plan or changes it; a visitor and a signed-in non-admin are refused.
 */

let backend: TestBackend;
let admin: SupabaseClient;
let member: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  const signedIn = await signedInUser(backend, 'publish-admin');
  await grantAdmin(backend, signedIn.id);
  admin = signedIn.supabase;
  member = (await signedInUser(backend, 'publish-member')).supabase;
});
afterAll(() => backend.cleanup());

describe('publish_schedule() and set_publish_settings() over supabase-js', () => {
  it('an admin reads the schedule as one row with every field', async () => {
    const { data, error } = await admin.rpc('publish_schedule').single();
    expect(error).toBeNull();
    expect(data).toEqual({
      live_revision: expect.any(Number),
      pending_revision: null,
      next_publish_at: null,
      deploys_this_month: 0,
      monthly_budget: 15,
      quiet_seconds: 120,
    });
  });

  it('an admin changes the settings, and a value out of range is refused with its reason', async () => {
    const saved = await admin.rpc('set_publish_settings', {
      quiet_seconds: 90,
      monthly_budget: 12,
    });
    expect(saved.error).toBeNull();
    const refused = await admin.rpc('set_publish_settings', {
      quiet_seconds: 90,
      monthly_budget: -3,
    });
    expect(refused).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        message: 'The monthly deploy budget must be a whole number from 0 to 10000.',
      },
    });
    const { data } = await admin.rpc('publish_schedule').single();
    expect(data).toMatchObject({ quiet_seconds: 90, monthly_budget: 12 });
  });

  // A visitor may not even execute them; a signed-in non-admin is refused by the functions.
  it.each([
    [
      'a visitor (anon key)',
      401,
      () => client(backend),
      'permission denied for function publish_schedule',
      'permission denied for function set_publish_settings',
    ],
    [
      'a signed-in non-admin',
      403,
      () => member,
      'Only admins can read the publish schedule',
      'Only admins can change the publish settings',
    ],
  ] as const)('%s is refused both', async (_who, status, as, readRefusal, writeRefusal) => {
    const read = await as().rpc('publish_schedule');
    const write = await as().rpc('set_publish_settings', { quiet_seconds: 1, monthly_budget: 0 });
    expect(read).toMatchObject({
      status,
      data: null,
      error: { code: '42501', message: readRefusal },
    });
    expect(write).toMatchObject({
      status,
      data: null,
      error: { code: '42501', message: writeRefusal },
    });
    const { data } = await admin.rpc('publish_schedule').single();
    expect(data).not.toMatchObject({ quiet_seconds: 1, monthly_budget: 0 });
  });
});
