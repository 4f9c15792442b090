/**
 * Every bilingual content table counted as entries (docs/product.md#overview): how many entries
 * each holds and how many need each language (see entry-counts.ts). Reads only the key, language
 * and Active columns; the Overview's count cards and its "Needs Spanish" / "Needs English" cards
 * share one read.
 */
import { supabase } from '../supabase.ts';
import { countEntries, type EntryCount } from './entry-counts.ts';
import type { EntryRow, Language } from './entry-logic.ts';

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

/** Entries and those needing each language, per table. */
export type EntryCounts = Record<BilingualTable, EntryCount>;

/** Per language, the entries needing it per table (only tables with at least one). */
export type TranslationGaps = Record<Language, Partial<Record<BilingualTable, number>>>;

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

/** Per language, the entries needing it in every bilingual table (only tables with some). */
export async function loadTranslationGaps(): Promise<TranslationGaps> {
  const counts = Object.entries(await loadEntryCounts());
  const gaps = (language: Language) =>
    Object.fromEntries(
      counts
        .map(([table, count]) => [table, count.needs[language]] as const)
        .filter(([, count]) => count),
    );
  return { es: gaps('es'), en: gaps('en') };
}
