/**
 * Generates src/lib/database.types.ts the way `supabase gen types typescript` does (postgres-meta's
 * introspection and TypeScript template), but against a throwaway in-memory PGlite migrated exactly
 * like the local backend: no Docker, no network, the same output on every machine.
 */
import type { PostgresMeta } from '@supabase/postgres-meta';
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js';
import { generateTypescript } from '@supabase/postgrest-typegen';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { Database } from '../../supabase/local/database.ts';

/** Where the generated types live (committed; CI fails when they are stale). */
export const databaseTypesPath = fileURLToPath(
  new URL('../../src/lib/database.types.ts', import.meta.url),
);

/** The PostgREST major version the generated client options assume (hosted Supabase runs 12+). */
const postgrestVersion = '12';

/** The generated TypeScript for the schema the migrations build, prettier-formatted. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await Database.open();
  // postgres-meta talks to its pool through `query(sql) -> { data, error }` and `end()`; PGlite
  // answers the same metadata queries, so this adapter is all the driver it needs.
  const pgMeta = {
    query: async (sql: string) => {
      try {
        return { data: (await db.pg.query(sql)).rows, error: null };
      } catch (error) {
        return { data: null, error: { message: (error as Error).message } };
      }
    },
    end: () => db.close(),
  };
  const { data, error } = await getGeneratorMetadata(pgMeta as unknown as PostgresMeta, {
    includedSchemas: ['public'],
  });
  if (error) throw new Error(`Reading the database schema failed: ${error.message}`);
  const options = { ...(await resolveConfig(databaseTypesPath)), filepath: databaseTypesPath };
  return generateTypescript(data, {
    // As `supabase gen types` does: one-to-one relationships typed as single objects.
    detectOneToOneRelationships: true,
    postgrestVersion,
    format: (code) => format(code, options),
  });
}
