import type { SupabaseClient } from '@supabase/supabase-js';
import { seedContent } from '../content/seed.ts';
import { seedTables, type SeedContent } from './content/schema.ts';

/** Rows inserted per table by one seeding run. */
export type SeedCounts = Record<keyof SeedContent, number>;

/**
 * Fills the content tables in SPEC §7 order, inserting only rows whose natural key is missing
 * (upsert with ignore-duplicates), so it is idempotent and never overwrites an admin's edit.
 * Needs a client allowed to write content (admin session or service role). Throws naming the table.
 */
export async function seedDatabase(
  client: SupabaseClient,
  content: SeedContent = seedContent,
  log?: (message: string) => void,
): Promise<SeedCounts> {
  const counts = {} as SeedCounts;
  for (const { table, key } of seedTables) {
    // Each table's rows have their own type; the client is untyped here, so rows are plain records.
    const rows: Record<string, unknown>[] = content[table];
    if (rows.length === 0) {
      counts[table] = 0;
      continue;
    }
    const { data, error } = await client
      .from(table)
      .upsert(rows, { onConflict: key.join(','), ignoreDuplicates: true })
      .select(key.join(','));
    if (error) throw new Error(`Seeding ${table} failed: ${error.message}`);
    counts[table] = data?.length ?? 0;
    log?.(`${table}: ${counts[table]} of ${rows.length} rows inserted`);
  }
  return counts;
}
