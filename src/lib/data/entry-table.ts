/**
 * The description of a content table that the entry pattern (entries.ts) works from, and the
 * helpers its reads and writes share.
 */
import { priceIsAmount } from '../content/price.ts';
import type { Entry, Slot } from './entry-logic.ts';
import type { HistoryTable } from './history-versions.ts';

/** Column values to write to one row. */
export type Patch = Record<string, unknown>;

/** A content table an editor lists as entries: the recorded tables but settings and images. */
export type ContentTable = Exclude<HistoryTable, 'site_settings' | 'images'>;

/** What the pattern needs to know about a content table. */
export interface EntryTable {
  table: ContentTable;
  /** The natural key column; null for the hero (one entry) and social links (key = row id). */
  keyColumn: string | null;
  /** The English column a new entry's key is made from (`question`, `name`…). */
  nameColumn?: string;
  /** False for social links, which have no language column. */
  bilingual: boolean;
  /** Whether rows have display_order (all but the hero). */
  ordered: boolean;
  /**
   * Columns the database keeps equal across languages (package and add-on prices, the package and
   * hero photos): written once, on the last row saved, whose sync trigger then copies them to the
   * other language.
   */
  sharedColumns?: readonly string[];
  /**
   * The shared column holding a photo of the image library (the hero's and the packages'): a save
   * that changes it asks the database first whether the photo is still in the library.
   */
  photoColumn?: string;
  /**
   * Which values of a shared column the database keeps equal (add-on prices: amounts, not a word
   * label such as 'Additional Fee', which is per-language wording). Unset: every value.
   */
  syncedWhen?: (value: unknown) => boolean;
}

/**
 * How each content table's rows make an editor's entries. Both languages of an entry are listed
 * and saved at once; an entry is matched across languages by its natural key.
 */
const entryTables: { [T in ContentTable]: Omit<EntryTable, 'table'> } = {
  // One entry, the hero's English and Spanish rows: no add, delete or order; the database keeps
  // its background photo equal across languages.
  hero_content: {
    keyColumn: null,
    bilingual: true,
    ordered: false,
    sharedColumns: ['background_image_url'],
    photoColumn: 'background_image_url',
  },
  // The three fixed tiers (no add, delete or reorder in the editor); the database keeps their
  // prices and photo equal across languages.
  service_packages: {
    keyColumn: 'package_type',
    bilingual: true,
    ordered: true,
    sharedColumns: ['price_sedan', 'price_suv_2row', 'price_suv_3row', 'image_url'],
    photoColumn: 'image_url',
  },
  // An add-on's amount is saved once; a word label ('Additional Fee') is per-language wording.
  additional_services: {
    keyColumn: 'service_key',
    nameColumn: 'name',
    bilingual: true,
    ordered: true,
    sharedColumns: ['price'],
    syncedWhen: (value) => priceIsAmount(String(value ?? '')),
  },
  about_sections: { keyColumn: 'section_key', nameColumn: 'title', bilingual: true, ordered: true },
  testimonials: {
    keyColumn: 'testimonial_key',
    nameColumn: 'author_name',
    bilingual: true,
    ordered: true,
  },
  faq_items: { keyColumn: 'faq_key', nameColumn: 'question', bilingual: true, ordered: true },
  // No language column: an entry is one row, keyed by its id.
  social_links: { keyColumn: null, bilingual: false, ordered: true },
};

/** The description of `table` the entry pattern works from. */
export function entryTable(table: ContentTable): EntryTable {
  return { table, ...entryTables[table] };
}

/** The filter that selects every row of an entry: its natural key, or (social links) its row id. */
export function keyFilter(config: EntryTable, entry: Entry): { column: string; value: string } {
  return { column: config.keyColumn ?? 'id', value: entry.key };
}

/**
 * The writes of an Undo: `before`'s values of `columns` per language, for the rows both `before`
 * and `after` have. A shared column goes back once (written on the last row, synced by the
 * database) when the database syncs its previous value; a value it does not sync (an add-on's
 * word label), or languages that differed, go back per language.
 */
export function undoPatches(
  config: EntryTable,
  slots: readonly Slot[],
  before: Entry,
  after: Entry,
  columns: readonly string[],
): { values: Partial<Record<Slot, Patch>>; shared: Patch | undefined } {
  // The shared values as any written language holds them (an entry may have Spanish only).
  const source = (before.rows.en ?? before.rows.es ?? before.rows.single) as unknown as
    Patch | undefined;
  const previousRows = Object.values(before.rows) as unknown as Patch[];
  const sharedColumns = config.sharedColumns ?? [];
  const synced = (column: string) =>
    !config.syncedWhen ||
    (config.syncedWhen(source?.[column]) &&
      previousRows.every((row) => row[column] === source?.[column]));
  const once = sharedColumns.filter(synced);
  const perSlot = [...new Set([...columns, ...sharedColumns])].filter(
    (column) => !once.includes(column),
  );
  const shared = once.length
    ? Object.fromEntries(once.map((column) => [column, source?.[column]]))
    : undefined;
  const values: Partial<Record<Slot, Patch>> = {};
  const restoring = slots.filter((slot) => before.rows[slot] && after.rows[slot]);
  for (const slot of restoring) {
    const previous = before.rows[slot] as unknown as Patch;
    // No update without a column to write (it would look refused), but the last row saved
    // carries the shared columns.
    if (perSlot.length || (shared && slot === restoring.at(-1))) {
      values[slot] = Object.fromEntries(perSlot.map((column) => [column, previous[column]]));
    }
  }
  return { values, shared };
}

/** Whether a column's value differs from the stored one (a value of another shape counts). */
export const differs = (value: unknown, stored: unknown): boolean =>
  value !== stored && JSON.stringify(value) !== JSON.stringify(stored);

/**
 * What a save writes: per language, the columns the person changed since `origin` (the rows the
 * form was filled from) with their values, every other column as `baseline` holds it (the rows the
 * save is checked against); `shared` the same way. Only after Overwrite do the two differ
 * (`baseline` is then the other person's version), so Overwrite replaces what this person changed
 * and keeps the other person's changes to other fields and languages. A language without an origin
 * or baseline row (one to add) is written as typed.
 */
export function mergeEdits(
  origin: Partial<Record<Slot, unknown>>,
  baseline: Partial<Record<Slot, unknown>>,
  values: Partial<Record<Slot, Patch>>,
  shared: Patch | undefined,
): { values: Partial<Record<Slot, Patch>>; shared: Patch | undefined } {
  const merge = (patch: Patch, from: unknown, now: unknown): Patch => {
    if (!from || !now) return patch;
    const [was, is] = [from as Patch, now as Patch];
    return Object.fromEntries(
      Object.entries(patch).map(([column, value]) => [
        column,
        differs(value, was[column]) ? value : is[column],
      ]),
    );
  };
  const merged: Partial<Record<Slot, Patch>> = {};
  for (const [slot, patch] of Object.entries(values) as [Slot, Patch][]) {
    merged[slot] = merge(patch, origin[slot], baseline[slot]);
  }
  // Shared columns hold the same value in every language: any row with both tells.
  const slot = (Object.keys(values) as Slot[]).find((one) => origin[one] && baseline[one]);
  return {
    values: merged,
    shared: shared && slot ? merge(shared, origin[slot], baseline[slot]) : shared,
  };
}
