/**
 * What a seeding run did, read from the database's report (one line per seed row, see
 * seed_content() in the migrations): rows added per table, entries left as they were, and the
 * entries it skipped on purpose — deleted by the owner, or renamed — with why. Pure, unit-tested.
 */
import { seedTables, type Language, type SeedContent } from './content/schema.ts';

/** A table the seed content fills. */
export type SeedTable = keyof SeedContent;

/** What seeding did with one seed row. */
export type SeedOutcome = 'added' | 'restored' | 'kept' | 'renamed' | 'deleted';

/** One line of the database's report. */
export interface SeedLine {
  table: SeedTable;
  /** The natural key without the language (a social link's platform, the hero's table name). */
  key: string;
  language: Language | null;
  outcome: SeedOutcome;
  /** deleted: when (ISO), if the history still knows; renamed: the name it has now. */
  detail: string | null;
}

/** A seed entry (all its languages) that seeding left out on purpose. */
export interface SkippedEntry {
  /** `table:key`: what to name to bring its default back. */
  id: string;
  table: SeedTable;
  key: string;
  /** How the seed content names it (English): a question, a title, a platform… */
  label: string;
  reason: 'deleted' | 'renamed';
  detail: string | null;
}

/** Rows inserted per table by one seeding run. */
export type SeedCounts = Record<SeedTable, number>;

/** The outcome of one run. */
export interface SeedReport {
  /** Rows added (or restored) per table. */
  inserted: SeedCounts;
  total: number;
  /** Entries that were there already and were left as they are. */
  kept: number;
  skipped: SkippedEntry[];
}

/** The column that names a seed row to a person. */
const labelColumns: Record<SeedTable, string> = {
  site_settings: 'key',
  hero_content: 'title',
  service_packages: 'title',
  additional_services: 'name',
  about_sections: 'title',
  testimonials: 'author_name',
  faq_items: 'question',
  social_links: 'platform',
};

/** A seed row's natural key without its language, as the database computes it. */
export function seedKeyOf(table: SeedTable, row: Record<string, unknown>): string {
  const spec = seedTables.find((entry) => entry.table === table)!;
  const column = spec.key.find((name) => name !== 'language');
  return column ? String(row[column]) : table;
}

/** The English (or only) name of seed entry `key` of `table`, or the key itself. */
export function seedEntryLabel(table: SeedTable, key: string, content: SeedContent): string {
  const rows = content[table] as unknown as Record<string, unknown>[];
  const row =
    rows.find((r) => seedKeyOf(table, r) === key && (r.language ?? 'en') === 'en') ??
    rows.find((r) => seedKeyOf(table, r) === key);
  return row ? String(row[labelColumns[table]]) : key;
}

/** Sums the database's lines up per table and per entry. */
export function seedReport(lines: readonly SeedLine[], content: SeedContent): SeedReport {
  const inserted = Object.fromEntries(seedTables.map(({ table }) => [table, 0])) as SeedCounts;
  const entries = new Map<string, SeedLine[]>();
  for (const line of lines) {
    if (line.outcome === 'added' || line.outcome === 'restored') inserted[line.table] += 1;
    const id = `${line.table}:${line.key}`;
    entries.set(id, [...(entries.get(id) ?? []), line]);
  }
  let kept = 0;
  const skipped: SkippedEntry[] = [];
  for (const [id, entryLines] of entries) {
    const { table, key } = entryLines[0]!;
    const skip =
      entryLines.find((line) => line.outcome === 'deleted') ??
      entryLines.find((line) => line.outcome === 'renamed');
    if (skip) {
      const reason = skip.outcome as SkippedEntry['reason'];
      const label = seedEntryLabel(table, key, content);
      skipped.push({ id, table, key, label, reason, detail: skip.detail });
    } else if (entryLines.every((line) => line.outcome === 'kept')) {
      kept += 1;
    }
  }
  const total = Object.values(inserted).reduce((sum, rows) => sum + rows, 0);
  return { inserted, total, kept, skipped };
}

/** Why seeding left `entry` out, in a sentence for the /seed page and `npm run seed`. */
export function skippedReason(entry: SkippedEntry): string {
  if (entry.reason === 'renamed') {
    return `It is there as “${entry.detail}”: seeding does not add a second one.`;
  }
  const when = entry.detail ? ` on ${entry.detail.slice(0, 10)}` : '';
  return `It was deleted${when}: seeding never brings back a deleted entry.`;
}
