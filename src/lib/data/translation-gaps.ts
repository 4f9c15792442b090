/**
 * Every bilingual content table counted as entries (docs/product.md#overview): how many entries
 * each holds and how many need Spanish (see entry-counts.ts). Reads only the key, language and
 * Active columns; the Overview's count cards and its "Needs Spanish" card share one read.
 */
import { supabase } from '../supabase.ts';
import { countEntries, type EntryCount } from './entry-counts.ts';
import type { EntryRow } from './entry-logic.ts';

const tables = [
  ['hero_content', null],
  ['service_packages', 'package_type'],
  ['additional_services', 'service_key'],
  ['about_sections', 'section_key'],
  ['testimonials', 'testimonial_key'],
  ['faq_items', 'faq_key'],
] as const;

/** A bilingual content table. */
export type BilingualTable = (typeof tables)[number][0];

/** Entries and those needing Spanish, per table. */
export type EntryCounts = Record<BilingualTable, EntryCount>;

/** Entries needing Spanish, per table (only tables with at least one). */
export type SpanishGaps = Partial<Record<BilingualTable, number>>;

async function countsOf(table: BilingualTable, keyColumn: string | null): Promise<EntryCount> {
  const columns = `id, language, is_active, updated_at${keyColumn ? `, ${keyColumn}` : ''}`;
  const { data, error } = await supabase.from(table).select(columns);
  if (error) throw new Error(error.message || `Could not read ${table}`);
  const rows = data as unknown as (EntryRow & Record<string, string>)[];
  return countEntries(rows, (row) => (keyColumn ? row[keyColumn]! : table));
}

let reading: Promise<EntryCounts> | undefined;

/** Counts every bilingual table at once; callers at the same moment share one read. */
export function loadEntryCounts(): Promise<EntryCounts> {
  reading ??= Promise.all(tables.map(([table, key]) => countsOf(table, key)))
    .then(
      (counts) =>
        Object.fromEntries(tables.map(([table], index) => [table, counts[index]])) as EntryCounts,
    )
    .finally(() => {
      reading = undefined;
    });
  return reading;
}

/** The entries needing Spanish in every bilingual table (only tables with some). */
export async function loadSpanishGaps(): Promise<SpanishGaps> {
  const counts = await loadEntryCounts();
  return Object.fromEntries(
    Object.entries(counts)
      .map(([table, count]) => [table, count.needsSpanish])
      .filter(([, count]) => count),
  ) as SpanishGaps;
}
