/**
 * How many entries of each bilingual content table need Spanish: missing in Spanish, or switched
 * off there while shown in English (the rule of the editors' "Needs Spanish" badge). For the
 * Overview; reads only the key, language and Active columns.
 */
import { supabase } from '../supabase.ts';
import { groupEntries, languagesNeeded, type EntryRow } from './entry-logic.ts';

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

/** Entries needing Spanish, per table (only tables with at least one). */
export type SpanishGaps = Partial<Record<BilingualTable, number>>;

async function gapsOf(table: BilingualTable, keyColumn: string | null): Promise<number> {
  const columns = `id, language, is_active, updated_at${keyColumn ? `, ${keyColumn}` : ''}`;
  const { data, error } = await supabase.from(table).select(columns);
  if (error) throw new Error(error.message || `Could not read ${table}`);
  const rows = data as unknown as (EntryRow & Record<string, string>)[];
  const entries = groupEntries(
    rows,
    (row) => (keyColumn ? row[keyColumn]! : table),
    (row) => row.language!,
  );
  return entries.filter((entry) => languagesNeeded(entry, ['en', 'es']).includes('es')).length;
}

/** Counts the entries needing Spanish in every bilingual table at once. */
export async function loadSpanishGaps(): Promise<SpanishGaps> {
  const counts = await Promise.all(tables.map(([table, key]) => gapsOf(table, key)));
  return Object.fromEntries(
    tables.map(([table], index) => [table, counts[index]]).filter(([, count]) => count),
  ) as SpanishGaps;
}
