import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, grantAdmin, signedInUser, startBackend, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: { supabase: SupabaseClient; id: string };
let others: { supabase: SupabaseClient; id: string }[];

beforeAll(async () => {
  backend = await startBackend();
  admin = await signedInUser(backend, 'busy-admin');
  await grantAdmin(backend, admin.id);
  others = [];
  for (let i = 0; i < 3; i++) others.push(await signedInUser(backend, `busy-${i}`));
});
afterAll(async () => {
  await backend.cleanup();
});

describe('concurrent requests', () => {
  it('answers 200 concurrent requests from several users, each with its own identity', async () => {
    const tasks: PromiseLike<void>[] = [];
    for (let i = 0; i < 200; i++) {
      const kind = i % 4;
      if (kind === 0) {
        tasks.push(
          admin.supabase
            .from('expenses')
            .insert({ name: `expense ${i}`, amount: i })
            .then(({ error }) => expect(error).toBeNull()),
        );
      } else if (kind === 1) {
        const user = others[i % others.length] as { supabase: SupabaseClient; id: string };
        tasks.push(
          user.supabase
            .from('user_roles')
            .select('user_id')
            .then(({ data, error }) => {
              expect(error).toBeNull();
              expect(data).toEqual([]);
            }),
        );
      } else if (kind === 2) {
        tasks.push(
          admin.supabase
            .from('user_roles')
            .select('user_id')
            .then(({ data }) => expect(data).toEqual([{ user_id: admin.id }])),
        );
      } else {
        const user = others[i % others.length] as { supabase: SupabaseClient; id: string };
        tasks.push(
          user.supabase.auth.getUser().then(({ data }) => expect(data.user?.id).toBe(user.id)),
        );
      }
    }
    await Promise.all(tasks);
    const { count } = await client(backend, backend.serviceRoleKey)
      .from('expenses')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(50);
    const hidden = await (others[0] as { supabase: SupabaseClient }).supabase
      .from('expenses')
      .select('id');
    expect(hidden.data).toEqual([]);
  });
});
