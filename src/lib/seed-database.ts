import { seedContent } from '../content/seed.ts';
import { seedTables, type SeedContent } from './content/schema.ts';
import type { TablesInsert } from './database.types.ts';
import type { TypedClient } from './supabase-client.ts';

/** Rows inserted per table by one seeding run. */
export type SeedCounts = Record<keyof SeedContent, number>;

/**
 * Fills the content tables in the order of docs/product.md#seeding, inserting only rows whose
 * natural key is missing (upsert with ignore-duplicates), so it is idempotent and never overwrites
 * an admin's edit. Needs a client allowed to write content (admin session or service role). Throws
 * naming the table.
 */
export async function seedDatabase(
  client: TypedClient,
  content: SeedContent = seedContent,
  log?: (message: string) => void,
): Promise<SeedCounts> {
  const counts = {} as SeedCounts;
  for (const { table, key } of seedTables) {
    const rows = content[table];
    if (rows.length === 0) {
      counts[table] = 0;
      continue;
    }
    counts[table] = await insertMissing(client, table, rows, key.join(','));
    log?.(`${table}: ${counts[table]} of ${rows.length} rows inserted`);
  }
  return counts;
}

/** Upserts `rows` ignoring duplicates of `key`; returns how many rows were new. */
async function insertMissing<T extends keyof SeedContent>(
  client: TypedClient,
  table: T,
  rows: TablesInsert<T>[],
  key: string,
): Promise<number> {
  const { data, error } = await client
    .from(table)
    // postgrest-js resolves a table's insert type only for a literal table name, not for the
    // generic `T`; the signature already ties `rows` to table `T`'s insert type.
    .upsert(rows as never, { onConflict: key, ignoreDuplicates: true })
    .select(key);
  if (error) throw new Error(`Seeding ${table} failed: ${error.message}`);
  return data?.length ?? 0;
}
