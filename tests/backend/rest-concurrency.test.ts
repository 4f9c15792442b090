import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, startBackend, type TestBackend } from './support.ts';

const userCount = 5;
const insertsPerUser = 16;
const readsPerUser = 8;
const whoamiPerUser = 6;
const updatesPerUser = 5;
const foreignUpdatesPerUser = 5;

let backend: TestBackend;
const users: { supabase: SupabaseClient; id: string }[] = [];

beforeAll(async () => {
  backend = await startBackend();
  for (let u = 0; u < userCount; u++) users.push(await signedInUser(backend, `concurrent-${u}`));
  await backend.db.asOwner(async (tx) => {
    await tx.exec(`
      create table public.rest_notes (
        id bigserial primary key,
        owner uuid not null default auth.uid(),
        body text not null unique,
        hits int not null default 0
      );
      alter table public.rest_notes enable row level security;
      grant select, insert, update, delete on public.rest_notes to authenticated;
      grant usage on sequence public.rest_notes_id_seq to authenticated;
      create policy "notes: owners read" on public.rest_notes for select to authenticated
        using (owner = (select auth.uid()));
      create policy "notes: owners insert" on public.rest_notes for insert to authenticated
        with check (owner = (select auth.uid()));
      create policy "notes: owners update" on public.rest_notes for update to authenticated
        using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
      create function public.rest_whoami() returns uuid language sql stable as 'select auth.uid()';
      grant execute on function public.rest_whoami() to authenticated;`);
    for (const [u, user] of users.entries()) {
      for (let k = 0; k < updatesPerUser; k++) {
        await tx.query('insert into public.rest_notes (owner, body) values ($1, $2)', [
          user.id,
          `seed-${u}-${k}`,
        ]);
      }
    }
  });
});

afterAll(async () => {
  await backend.cleanup();
});

describe('concurrent requests from several signed-in users', () => {
  it('answers 200 mixed requests correctly, loses no write and never mixes up whose claims apply', async () => {
    const checks: PromiseLike<void>[] = [];
    for (const [u, { supabase, id }] of users.entries()) {
      const notes = () => supabase.from('rest_notes');
      for (let i = 0; i < insertsPerUser; i++) {
        checks.push(
          notes()
            .insert({ body: `note-${u}-${i}` })
            .then((r) => expect(r).toMatchObject({ error: null, status: 201 })),
        );
      }
      for (let i = 0; i < readsPerUser; i++) {
        checks.push(
          notes()
            .select('owner, body')
            .then((r) => {
              expect(r.error).toBeNull();
              expect((r.data ?? []).length).toBeGreaterThanOrEqual(updatesPerUser);
              for (const row of r.data ?? []) expect(row.owner).toBe(id);
            }),
        );
      }
      for (let i = 0; i < whoamiPerUser; i++) {
        checks.push(
          supabase
            .rpc('rest_whoami')
            .then((r) => expect(r).toMatchObject({ data: id, error: null })),
        );
      }
      for (let k = 0; k < updatesPerUser; k++) {
        checks.push(
          notes()
            .update({ hits: k + 1 })
            .eq('body', `seed-${u}-${k}`)
            .select('body')
            .then((r) =>
              expect(r).toMatchObject({
                data: [{ body: `seed-${u}-${k}` }],
                error: null,
                status: 200,
              }),
            ),
        );
      }
      const neighbour = (u + 1) % userCount;
      for (let k = 0; k < foreignUpdatesPerUser; k++) {
        checks.push(
          notes()
            .update({ hits: 999 })
            .eq('body', `seed-${neighbour}-${k}`)
            .select('body')
            .then((r) => expect(r).toMatchObject({ data: [], error: null, status: 200 })),
        );
      }
    }
    expect(checks).toHaveLength(200);
    await Promise.all(checks);

    const rows = await backend.db.asOwner(
      async (tx) =>
        (
          await tx.query<{ owner: string; body: string; hits: number }>(
            'select owner, body, hits from public.rest_notes',
          )
        ).rows,
    );
    expect(rows).toHaveLength(userCount * (insertsPerUser + updatesPerUser));
    for (const row of rows) {
      const [kind, u, k] = row.body.split('-');
      expect(row.owner).toBe(users[Number(u)]?.id);
      if (kind === 'seed') expect(row.hits).toBe(Number(k) + 1);
    }
  });
});
