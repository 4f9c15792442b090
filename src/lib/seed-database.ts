import { seedContent } from '../seed-content/index.ts';
import type { Json } from './database.types.ts';
import { seedReport, type SeedLine, type SeedReport } from './seed-report.ts';
import type { TypedClient } from './supabase-client.ts';

export type { SeedCounts, SeedReport, SkippedEntry } from './seed-report.ts';

/** Options of a seeding run. */
export interface SeedOptions {
  /** Deleted seed entries (`table:key`) whose default should come back: the explicit restore. */
  restore?: readonly string[];
}

/**
 * Seeds through the database's seed_content(), which remembers what it ever seeded: it inserts
 * only seed rows never seeded before (tables in the order of docs/product.md#seeding), so it never
 * overwrites an edit and never brings back an entry the owner deleted or renamed, unless `restore`
 * names it. Needs an admin session or the service role. Throws with the database's message, which
 * names the table that failed, or that only an admin can seed.
 */
export async function seedDatabase(
  client: TypedClient,
  content = seedContent,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const { data, error } = await client.rpc('seed_content', {
    content: content as unknown as Json,
    restore: [...(options.restore ?? [])],
  });
  // A visitor is refused before the function runs (only authenticated may execute it), a
  // signed-in non-admin by the function: both 42501, both told the same reason.
  if (error?.code === '42501') throw new Error('Only an admin can seed the database');
  if (error) throw new Error(error.message || 'Seeding failed');
  const lines = data.map((row): SeedLine => ({
    table: row.table_name as SeedLine['table'],
    key: row.seed_key,
    language: row.language ?? null,
    outcome: row.outcome as SeedLine['outcome'],
    detail: row.detail ?? null,
  }));
  return seedReport(lines, content);
}
