/**
 * The bilingual entry pattern's data side, written once for every content table. An *entry* is
 * one item of an editor's list with its rows per language, matched by the natural key
 * (`faq_key`, `package_type`…; the hero: one entry of both languages; social links: one row each).
 *
 * `entryStore(entryTable(table))` gives a table's data module (see faq-items.ts; how each table's
 * rows make entries is `entryTables` in entry-table.ts):
 * - `list()` every row (admins see inactive ones too) grouped into entries, in display_order;
 * - `save(entry, values, shared, restoredFrom)` updates each language row with a conflict check and
 *   inserts a missing language (Copy from English); see `SaveResult` for what can go wrong; with
 *   `restoredFrom` (a History version's time) the history records the save as its restore;
 * - `create(values, existing)` inserts the rows of a new entry under a key made from the English
 *   name (the Spanish one when English is left for later; unique, and never changed on rename) and
 *   resolves the entry as stored;
 *   `remove(entry)` deletes all its rows;
 * - `move(entries, index, ±1)` reorders (display_order of both languages);
 * - `restore(before, after)` is Undo: writes `before` back over `after`, with the conflict check.
 *
 * Conflict check: `update … where id = $id and updated_at = $baseline`. No row back means someone
 * else changed the row since it was read (a conflict carrying their version), deleted it, or RLS
 * refused the write (a non-admin, an ended session): the row is read again to tell which.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { translate } from '../../i18n/admin/messages.ts';
import { supabase } from '../supabase.ts';
import {
  groupEntries,
  nextOrder,
  reorderPlan,
  slugify,
  uniqueKey,
  type Entry,
  type EntryRow,
  type Slot,
} from './entry-logic.ts';
import { saveEntry, type SaveResult } from './entry-save.ts';
import type { HistoryTable, RecordedRow } from './history-versions.ts';
import { failureMessage } from './failure-message.ts';
import { keyFilter, undoPatches, type EntryTable, type Patch } from './entry-table.ts';

export type { Entry, EntryRow, Language, Slot } from './entry-logic.ts';
export type { SaveResult } from './entry-save.ts';
export type { EntryTable, Patch } from './entry-table.ts';

/** Where an editor's entries are in the content history (see history.ts). */
export interface StoreHistory<Row extends EntryRow = EntryRow> {
  table: HistoryTable;
  /**
   * False where the editor's one entry is every row of the table (Site Settings): its History
   * lists them all, read only, and nothing is deleted.
   */
  perEntry: boolean;
  /**
   * A deleted entry can come back (Undo in the delete toast, Recently deleted); not an image,
   * whose file goes with it.
   */
  restorable: boolean;
  /**
   * The entry with a recorded version put back, for an entry that is not a table's rows as they
   * are (Site Settings: one setting's value in the whole form); by default the version's rows.
   */
  withVersion?(entry: Entry<Row>, recorded: Partial<Record<Slot, RecordedRow>>): Entry<Row>;
  /**
   * An entry of a whole table as it read before it had a row (an optional setting never set: empty,
   * or its default), which its History offers to restore below the version that added it; null
   * where an entry may not be without a value (a required setting). None: nothing offered.
   */
  unset?(entryKey: string): RecordedRow | null;
}

/** The data module of one table: list, save, create, remove, move and restore its entries. */
export interface EntryStore<Row extends EntryRow> {
  config: EntryTable;
  /** The slots an entry can have: `['en', 'es']`, or `['single']` without a language column. */
  slots: readonly Slot[];
  /** Its history; none for a table that is not site content (expenses). */
  history?: StoreHistory<Row>;
  list(): Promise<Entry<Row>[]>;
  save(
    entry: Entry<Row>,
    values: Partial<Record<Slot, Patch>>,
    shared?: Patch,
    restoredFrom?: string,
  ): Promise<SaveResult<Row>>;
  /** Resolves the new entry as stored (its key as `list()` groups it, and its rows). */
  create(
    values: Partial<Record<Slot, Patch>>,
    existing: readonly Entry<Row>[],
  ): Promise<Entry<Row>>;
  remove(entry: Entry<Row>): Promise<void>;
  /**
   * Takes back an entry just added, `added` as `create` resolved it, unless it was changed or
   * deleted since: the Undo of its add, for a table without a history whose adds the page undoes
   * (expenses; docs/product.md#expense-tracking). A success has no rows left.
   */
  withdraw?(added: Entry<Row>): Promise<SaveResult<Row>>;
  /**
   * Writes a deleted entry back as the page last read it, for a table without a history to
   * restore it from (expenses): the Undo of its delete. Resolves its key.
   */
  putBack?(entry: Entry<Row>): Promise<string>;
  move(entries: readonly Entry<Row>[], index: number, direction: -1 | 1): Promise<void>;
  restore(
    before: Entry<Row>,
    after: Entry<Row>,
    columns: readonly string[],
  ): Promise<SaveResult<Row>>;
}

/**
 * What the editor UI needs of a data module: an `entryStore`, or the module of a table outside the
 * content tables (expenses, site settings) that offers the same operations on its own rows.
 */
export type EditorStore<Row extends EntryRow> = Omit<EntryStore<Row>, 'config'>;

/** Thrown by create, remove and move with the service's message. */
export class EntryWriteError extends Error {}

/** Builds the data module of a content table (see the file comment). */
export function entryStore<Row extends EntryRow>(
  config: EntryTable,
  client: SupabaseClient = supabase as unknown as SupabaseClient,
): EntryStore<Row> {
  // Untyped on purpose: one code path serves seven tables; callers get `Row` back.
  const from = () => client.from(config.table);
  const slots: readonly Slot[] = config.bilingual ? ['en', 'es'] : ['single'];
  const keyOf = (row: Row): string =>
    config.keyColumn
      ? String((row as unknown as Patch)[config.keyColumn])
      : config.bilingual
        ? config.table
        : row.id;
  const fail = (error: PostgrestError): never => {
    throw new EntryWriteError(failureMessage(error));
  };

  const store: EntryStore<Row> = {
    config,
    slots,
    history: { table: config.table, perEntry: true, restorable: true },
    async list() {
      let query = from().select('*');
      if (config.ordered) query = query.order('display_order', { ascending: true });
      if (config.bilingual) query = query.order('language', { ascending: true });
      const { data, error } = await query;
      // The service's words; the page's load failure says a missing answer in the admin's language.
      if (error) throw new EntryWriteError(error.message || translate('editor', 'somethingWrong'));
      return groupEntries(data as Row[], keyOf, (row) => row.language ?? 'single');
    },

    save: (entry, values, shared, restoredFrom) =>
      saveEntry(client, config, slots, entry, values, shared, restoredFrom),

    async create(values, existing) {
      const named = values.en ?? values.es ?? values.single ?? {};
      const name = config.nameColumn ? String(named[config.nameColumn] ?? '') : '';
      const key = config.keyColumn
        ? uniqueKey(
            slugify(name),
            existing.map((entry) => entry.key),
          )
        : undefined;
      const position = config.ordered ? nextOrder(existing) : 0;
      const order = config.ordered ? { display_order: position } : {};
      const rows: Partial<Record<Slot, Row>> = {};
      for (const slot of slots) {
        const patch = values[slot];
        if (!patch) continue;
        const row: Patch = {
          ...patch,
          ...order,
          ...(config.keyColumn ? { [config.keyColumn]: key } : {}),
          ...(slot === 'single' ? {} : { language: slot }),
        };
        const { data, error } = await from().insert(row).select().single();
        if (error) {
          // The languages inserted before stay: the entry then shows as needing this language.
          const message = failureMessage(error);
          throw new EntryWriteError(
            slot === 'es' && values.en
              ? translate('editor', 'englishOnlyAdded', { message })
              : message,
          );
        }
        rows[slot] = data as Row;
      }
      // The new entry's key as `list()` groups it: a table without a key column has the row's id.
      const first = Object.values(rows)[0];
      return { key: key ?? first?.id ?? '', rows, order: position };
    },

    async remove(entry) {
      const ids = Object.values(entry.rows).map((row) => row.id);
      const { data, error } = await from().delete().in('id', ids).select('id');
      if (error) fail(error);
      if (!data?.length) {
        throw new EntryWriteError(translate('editor', 'nothingDeleted'));
      }
    },

    async move(entries, index, direction) {
      for (const write of reorderPlan(entries, index, direction)) {
        const entry = entries.find((candidate) => candidate.key === write.key)!;
        const filter = keyFilter(config, entry);
        const { data, error } = await from()
          .update({ display_order: write.order })
          .eq(filter.column, filter.value)
          .select('id');
        if (error) fail(error);
        if (!data?.length) throw new EntryWriteError(translate('editor', 'refused'));
      }
    },

    async restore(before, after, columns) {
      const { values, shared } = undoPatches(config, slots, before, after, columns);
      // A language the save added (Copy from English) did not exist before: Undo removes it first,
      // checked like an update, so a version someone wrote since is not deleted unseen.
      const added = slots.filter((slot) => after.rows[slot] && !before.rows[slot]);
      for (const slot of added) {
        const row = after.rows[slot]!;
        const { data, error } = await from()
          .delete()
          .eq('id', row.id)
          .eq('updated_at', row.updated_at)
          .select('id');
        if (error) fail(error);
        if (!data?.length) throw new EntryWriteError(`The ${slot} version changed since the save.`);
      }
      const kept = { ...after, rows: { ...after.rows } };
      for (const slot of added) delete kept.rows[slot];
      return saveEntry(client, config, slots, kept, values, shared);
    },
  };
  return store;
}
