/**
 * How the Overview counts a bilingual content table (docs/product.md#overview): entries, not rows
 * (a package written in English and Spanish is one package), and per language how many of them
 * its visitors do not see (missing there, or switched off there while shown in the other language:
 * the rule of the editors' "Needs Spanish" and "Needs English" badges). Pure, unit-tested.
 */
import { groupEntries, languagesNeeded, type EntryRow, type Language } from './entry-logic.ts';

/** A table's entries and, per language, how many of them need that language. */
export interface EntryCount {
  entries: number;
  needs: Record<Language, number>;
}

/** Counts the entries of `rows` (grouped by `keyOf`) and those that need each language. */
export function countEntries<Row extends EntryRow>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): EntryCount {
  const entries = groupEntries(rows, keyOf, (row) => row.language ?? 'en');
  const needing = (language: Language) =>
    entries.filter((entry) => languagesNeeded(entry, ['en', 'es']).includes(language)).length;
  return { entries: entries.length, needs: { en: needing('en'), es: needing('es') } };
}

/** One line of what a count card says under its number: the key of its text, and its count. */
export interface LanguagesNote {
  key: 'noneYet' | 'bothLanguages' | 'missing.es' | 'missing.en';
  count: number;
}

/**
 * What a count card says under its number, as texts of the Overview: 'None yet', 'in 2 languages',
 * or how many are missing in Spanish ('1 missing in Spanish') and in English, Spanish first.
 */
export function languagesNotes({ entries, needs }: EntryCount): LanguagesNote[] {
  if (entries === 0) return [{ key: 'noneYet', count: 0 }];
  const missing = (['es', 'en'] as const)
    .filter((language) => needs[language] > 0)
    .map((language) => ({ key: `missing.${language}` as const, count: needs[language] }));
  return missing.length ? missing : [{ key: 'bothLanguages', count: 0 }];
}
