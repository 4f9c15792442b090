/**
 * The pure half of the bilingual entry pattern (see entries.ts): grouping language rows into
 * entries by natural key, making a new entry's key from its English name, finding entries that
 * lack a language, and the display_order writes of a move up/down. No I/O, unit-tested.
 */
import type { Enums } from '../database.types.ts';

/** A language of the site. */
export type Language = Enums<'language'>;

/**
 * Where a row sits in an entry: its language, or `'single'` for tables without a language column
 * (social links: one row per entry).
 */
export type Slot = Language | 'single';

/** The columns every content row has. */
export interface EntryRow {
  id: string;
  updated_at: string;
  /** Content rows have it; rows of other tables edited with the pattern (expenses) do not. */
  is_active?: boolean;
  display_order?: number;
  language?: Language;
}

/** One item of an editor's list: its rows by slot, matched by the natural key. */
export interface Entry<Row extends EntryRow = EntryRow> {
  key: string;
  rows: Partial<Record<Slot, Row>>;
  /** Position in the list (the smallest display_order of its rows; 0 where there is none). */
  order: number;
}

/**
 * Groups rows into entries by `keyOf(row)`, in the order the rows came (read them ordered by
 * display_order), each row at `slotOf(row)`.
 */
export function groupEntries<Row extends EntryRow>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  slotOf: (row: Row) => Slot,
): Entry<Row>[] {
  const byKey = new Map<string, Entry<Row>>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = byKey.get(key) ?? { key, rows: {}, order: row.display_order ?? 0 };
    entry.rows[slotOf(row)] = row;
    entry.order = Math.min(entry.order, row.display_order ?? 0);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.order - b.order);
}

/**
 * The languages an entry still needs: missing, or switched off while another language is shown.
 * An entry switched off in every language is hidden on purpose and needs nothing.
 */
export function languagesNeeded(entry: Entry, languages: readonly Language[]): Language[] {
  const shown = languages.some((language) => entry.rows[language]?.is_active);
  return languages.filter((language) => {
    const row = entry.rows[language];
    return !row || (shown && !row.is_active);
  });
}

/** A URL-safe key from a name: lower case, accents dropped, words joined by '-', at most 48 chars. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 48)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** `base` if no entry uses it yet, otherwise `base-2`, `base-3`… — never an existing key. */
export function uniqueKey(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The next display_order for a new entry: after every existing one. */
export function nextOrder(entries: readonly Entry[]): number {
  return entries.reduce((max, entry) => Math.max(max, entry.order + 1), 0);
}

/** A display_order to write to every row of one entry. */
export interface OrderWrite {
  key: string;
  order: number;
}

/**
 * Moves the entry at `index` one place up (-1) or down (+1) and numbers the list 0, 1, 2…;
 * returns only the writes that change something (none when the move leaves the list). Entries
 * whose rows disagree on their order are rewritten too, so both languages end up in step.
 */
export function reorderPlan(
  entries: readonly Entry[],
  index: number,
  direction: -1 | 1,
): OrderWrite[] {
  const target = index + direction;
  if (index < 0 || index >= entries.length || target < 0 || target >= entries.length) return [];
  const moved = [...entries];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved.flatMap((entry, order) => {
    const rows = Object.values(entry.rows);
    const inStep = rows.every((row) => (row.display_order ?? 0) === order);
    return inStep ? [] : [{ key: entry.key, order }];
  });
}
