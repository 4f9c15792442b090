import { PGlite } from '@electric-sql/pglite';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../supabase/local/migrate.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'migrate-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A fresh folder of migrations, each file `[name, sql]`. */
async function migrations(name: string, files: [string, string][]): Promise<string> {
  const folder = join(dir, name);
  await mkdir(folder);
  for (const [file, sql] of files) await writeFile(join(folder, file), sql);
  return folder;
}

async function state(pg: PGlite) {
  const records = await pg.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  const tables = await pg.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  return { versions: records.rows.map((r) => r.version), tables: tables.rows.map((r) => r.name) };
}

describe('migrations on the local database', () => {
  it('records each applied migration and skips it on the next run', async () => {
    const folder = await migrations('ok', [
      ['20990101000100_first.sql', 'create table public.first (id int);'],
      ['20990101000200_second.sql', 'create table public.second (id int); -- trailing comment'],
    ]);
    const pg = await PGlite.create();
    try {
      expect(await migrate(pg, folder)).toEqual(['20990101000100', '20990101000200']);
      expect(await migrate(pg, folder)).toEqual([]);
      expect(await state(pg)).toEqual({
        versions: ['20990101000100', '20990101000200'],
        tables: ['first', 'second'],
      });
    } finally {
      await pg.close();
    }
  });

  it('leaves neither the changes nor the record of a migration that fails', async () => {
    const folder = await migrations('failing', [
      ['20990101000100_first.sql', 'create table public.first (id int);'],
      ['20990101000200_broken.sql', 'create table public.half (id int);\nselect 1 / 0;'],
    ]);
    const pg = await PGlite.create();
    try {
      await expect(migrate(pg, folder)).rejects.toThrow(/20990101000200_broken\.sql failed/);
      expect(await state(pg)).toEqual({ versions: ['20990101000100'], tables: ['first'] });
    } finally {
      await pg.close();
    }
  });

  it('rolls a migration back when recording it fails, so it is never applied but unrecorded', async () => {
    // A deferred trigger makes the record's insert fail at commit, after the migration's own SQL
    // has run: applied and recorded in separate transactions, the table would survive.
    const folder = await migrations('record-fails', [
      [
        '20990101000100_crash_while_recording.sql',
        `create table public.half (id int);
         create function public.refuse_record() returns trigger language plpgsql
           as $$ begin raise exception 'crash while recording'; end $$;
         create constraint trigger refuse_record
           after insert on supabase_migrations.schema_migrations
           deferrable initially deferred
           for each row execute function public.refuse_record();`,
      ],
    ]);
    const pg = await PGlite.create();
    try {
      await expect(migrate(pg, folder)).rejects.toThrow(/crash while recording/);
      expect(await state(pg)).toEqual({ versions: [], tables: [] });
    } finally {
      await pg.close();
    }
  });
});
