/**
 * How the Overview counts a bilingual content table (docs/product.md#overview): entries, not rows
 * (a package written in English and Spanish is one package), and how many of them Spanish visitors
 * do not see (missing in Spanish, or switched off there while shown in English: the rule of the
 * editors' "Needs Spanish" badge). Pure, unit-tested.
 */
import { groupEntries, languagesNeeded, type EntryRow } from './entry-logic.ts';

/** A table's entries and how many of them need Spanish. */
export interface EntryCount {
  entries: number;
  needsSpanish: number;
}

/** Counts the entries of `rows` (grouped by `keyOf`) and those that need Spanish. */
export function countEntries<Row extends EntryRow>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): EntryCount {
  const entries = groupEntries(rows, keyOf, (row) => row.language ?? 'en');
  return {
    entries: entries.length,
    needsSpanish: entries.filter((entry) => languagesNeeded(entry, ['en', 'es']).includes('es'))
      .length,
  };
}

/**
 * What a count card says under its number, as the key of its text in the Overview's texts:
 * 'noneYet', 'bothLanguages' ('in 2 languages') or 'missingSpanish' ('1 missing in Spanish').
 */
export function languagesKey({
  entries,
  needsSpanish,
}: EntryCount): 'noneYet' | 'bothLanguages' | 'missingSpanish' {
  if (entries === 0) return 'noneYet';
  if (needsSpanish === 0) return 'bothLanguages';
  return 'missingSpanish';
}
