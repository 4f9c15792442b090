import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../supabase/local/database.ts';
import { Constants } from '../../src/lib/database.types.ts';
import { databaseTypesPath, generateDatabaseTypes } from '../../scripts/lib/database-types.ts';

describe('generated database types', () => {
  it('src/lib/database.types.ts is what the migrations generate', async () => {
    const committed = await readFile(databaseTypesPath, 'utf8');
    expect(
      committed === (await generateDatabaseTypes()),
      'src/lib/database.types.ts is stale: run npm run db:types and commit the result',
    ).toBe(true);
  });
});

describe('enumerations of the migrated schema', () => {
  let db: Database;
  beforeAll(async () => {
    db = await Database.open();
  });
  afterAll(() => db?.close());

  it('every enum type of schema public is in the generated Constants, values in order', async () => {
    const { rows } = await db.pg.query<{ name: string; values: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       where t.typnamespace = 'public'::regnamespace
       group by t.typname`,
    );
    const enums = Object.fromEntries(rows.map((row) => [row.name, row.values]));
    expect(enums).toEqual(Constants.public.Enums);
  });

  it('no column of schema public keeps a CHECK list of allowed values instead of an enum', async () => {
    const { rows } = await db.pg.query<{ table: string; definition: string }>(
      `select conrelid::regclass::text as table, pg_get_constraintdef(oid) as definition
       from pg_constraint
       where contype = 'c' and connamespace = 'public'::regnamespace
         and pg_get_constraintdef(oid) ~ '= ANY \\(\\(?ARRAY\\['`,
    );
    expect(rows).toEqual([]);
  });
});
