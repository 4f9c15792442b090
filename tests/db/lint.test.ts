import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSql } from '../../supabase/local/migrate.ts';
import { drivers, type TestDatabase } from './harness.ts';
import { lints, type Lint } from './lints.ts';

/**
 * The lint suite over the migrated schema: it passes, and each lint fails on a copy of the schema
 * broken the way it guards against (the first ones as the replay on Supabase's platform SQL found
 * them). A failure names the object and the statement to add to a migration.
 */

const lint = (name: string): Lint => lints.find((candidate) => candidate.name === name)!;

/** Deliberate breakages, each with the lint that must catch it and a piece of its finding. */
const sabotage = [
  {
    name: 'row-level security switched off on images',
    sql: 'alter table public.images disable row level security',
    lint: 'every table in public and private has row-level security, and no view bypasses it',
    finding: 'Table public.images has row-level security off',
  },
  {
    name: 'a view in public that reads expenses with its owner’s rights',
    sql: 'create view public.expense_names as select name from public.expenses',
    lint: 'every table in public and private has row-level security, and no view bypasses it',
    finding: 'View public.expense_names reads its tables',
  },
  {
    name: 'a security definer function whose search_path is public',
    sql: 'alter function private.publish_now() set search_path = public',
    lint: 'every security definer function has an empty search_path',
    finding: 'Security definer function private.publish_now() runs with search_path=public',
  },
  {
    name: 'a private definer function executable by PUBLIC, as call_build_hook was',
    sql: 'grant execute on function private.call_build_hook(bigint, boolean, timestamptz) to public',
    lint: 'no function is executable by anon or authenticated outside the allow-list',
    finding:
      'revoke execute on function private.call_build_hook(bigint, boolean, timestamp with time zone) from public, anon, authenticated;',
  },
  {
    name: 'an admin RPC granted to anon',
    sql: 'grant execute on function public.publish_now() to anon',
    lint: 'no function is executable by anon or authenticated outside the allow-list',
    finding: 'grant execute on function public.publish_now() to authenticated;',
  },
  {
    name: 'an allowed RPC that no longer exists',
    sql: 'drop function public.list_admins()',
    lint: 'no function is executable by anon or authenticated outside the allow-list',
    finding: 'allows public.list_admins, but no such function exists',
  },
  {
    name: 'TRUNCATE on user_roles for anon (it ignores row-level security)',
    sql: 'grant truncate on public.user_roles to anon',
    lint: 'no table privilege of anon or authenticated beyond the allow-list',
    finding: 'public.user_roles: anon holds delete, insert, select, truncate, update',
  },
  {
    name: 'a column grant on a private table',
    sql: 'grant select (webhook_url) on private.booking_config to authenticated',
    lint: 'no table privilege of anon or authenticated beyond the allow-list',
    finding: 'private.booking_config.webhook_url: authenticated holds select',
  },
  {
    name: 'an insert policy on expenses that checks nothing',
    sql: `create policy "broken" on public.expenses for insert to authenticated with check (true)`,
    lint: 'no write policy is always true',
    finding: 'Policy "broken" on public.expenses lets authenticated insert any row',
  },
  {
    name: 'a storage delete policy that only names the bucket',
    sql: `create policy "broken" on storage.objects for delete to authenticated using (bucket_id = 'site-images')`,
    lint: 'no write policy is always true',
    finding: 'Policy "broken" on storage.objects lets authenticated delete any row',
  },
  {
    name: 'the visitors’ read policy on site-images that lists every file',
    sql: `create policy "site-images: visitors read" on storage.objects for select to anon using (bucket_id = 'site-images')`,
    lint: 'no broad select policy on a public bucket',
    finding: 'Policy "site-images: visitors read" lets anon list every file of the public bucket',
  },
] as const;

describe.each(drivers)('the database lints on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it.each(lints)('$name', async (check) => {
    expect(await db.scenario((tx) => check.run(tx))).toEqual([]);
  });

  it.each(sabotage)('catch $name', async ({ sql, lint: name, finding }) => {
    const findings = await db.scenario(async (tx) => {
      await tx.exec(sql);
      return lint(name).run(tx);
    });
    expect(findings).toEqual([expect.stringContaining(finding)]);
  });

  it('a function a later migration adds is executable by no API role until it is granted', async () => {
    const executable = await db.scenario(async (tx) => {
      await tx.exec(`create function private.later() returns int language sql as 'select 1';
                     create function public.later_rpc() returns int language sql as 'select 1'`);
      const { rows } = await tx.query<{ name: string; anon: boolean; authenticated: boolean }>(
        `select p.proname as name,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p where p.proname in ('later', 'later_rpc') order by 1`,
      );
      return rows;
    });
    expect(executable).toEqual([
      { name: 'later', anon: false, authenticated: false },
      { name: 'later_rpc', anon: false, authenticated: false },
    ]);
  });

  it('a table a later migration adds in public gives the API roles no truncate, trigger or references', async () => {
    const privileges = await db.scenario(async (tx) => {
      await tx.exec('create table public.later (id int primary key)');
      const { rows } = await tx.query<{ privilege: string }>(
        `select distinct a.privilege_type as privilege
         from pg_class c, aclexplode(c.relacl) a
         where c.oid = 'public.later'::regclass and a.grantee = 'anon'::regrole order by 1`,
      );
      return rows.map((row) => row.privilege);
    });
    expect(privileges).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
  });
});

describe('the local platform', () => {
  it('grants what hosted Supabase grants by default, so the lints prove the migrations’ revokes', async () => {
    const pg = await PGlite.create();
    try {
      await pg.exec(await platformSql());
      await pg.exec(`create schema private;
                     create table public.t (id int);
                     create function private.f() returns int language sql as 'select 1'`);
      const { rows } = await pg.query<{ truncate: boolean; execute: boolean }>(
        `select has_table_privilege('anon', 'public.t', 'truncate') as truncate,
                has_function_privilege('anon', 'private.f()', 'execute') as execute`,
      );
      expect(rows).toEqual([{ truncate: true, execute: true }]);
    } finally {
      await pg.close();
    }
    // A fresh PGlite boots in seconds, or in minutes on a machine shared by many test runs.
  }, 240_000);
});
