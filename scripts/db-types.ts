/**
 * `npm run db:types`: regenerates src/lib/database.types.ts from supabase/migrations/*.sql.
 * Run it after adding a migration and commit the result; CI fails when the committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { databaseTypesPath, generateDatabaseTypes } from './lib/database-types.ts';
import { fail } from './lib/env.ts';

try {
  await writeFile(databaseTypesPath, await generateDatabaseTypes());
  console.log(`db:types: wrote ${databaseTypesPath}`);
} catch (error) {
  fail(error);
}
