/**
 * The editor pattern's data module for a table edited one row at a time, outside the bilingual
 * content tables (expenses, the image library): each row is an entry of slot 'single' keyed by
 * its id, saved and undone with the checked update, so a stale save is refused as a conflict.
 */
import type { CheckedUpdate } from './checked-update.ts';
import type { EditorStore, Entry, EntryRow, Patch, SaveResult, StoreHistory } from './entries.ts';

/**
 * What a row-by-row table offers; `update` is a checked update against `before.updated_at`
 * (`restoredFrom`: the time of the History version it restores).
 */
export interface RowOperations<Row extends EntryRow> {
  list(): Promise<Row[]>;
  update(before: Row, values: Patch, restoredFrom?: string): Promise<CheckedUpdate<Row>>;
  create(values: Patch): Promise<Row>;
  remove(row: Row): Promise<void>;
  /**
   * Deletes a row just added, as `create` stored it, unless it was changed or deleted since (the
   * Undo of its add); none where an add is not undone.
   */
  withdraw?(row: Row): Promise<CheckedUpdate<Row>>;
  /** Writes a deleted row back as it was, id and all (the Undo of its delete); none if unsafe. */
  putBack?(row: Row): Promise<Row>;
  /** Why the list cannot be reordered by hand (it has an order of its own). */
  fixedOrder: string;
  /** Where its rows are in the content history; none for a table that is not site content. */
  history?: StoreHistory<Row>;
}

/** What the editor pattern's save gets from a checked update of the entry's one row. */
function asSaveResult<Row extends EntryRow>(
  entry: Entry<Row>,
  result: CheckedUpdate<Row>,
): SaveResult<Row> {
  const rows = entry.rows;
  if (result.ok) return { ok: true, rows: { single: result.row } };
  if (result.reason === 'conflict') {
    return { ok: false, reason: 'conflict', slot: 'single', current: result.current, rows };
  }
  if (result.reason === 'deleted') return { ok: false, reason: 'deleted', slot: 'single', rows };
  return { ok: false, reason: 'failed', slot: 'single', message: result.message, rows };
}

/** The editor store of a row-by-row table, in the order `list` returns its rows. */
export function rowEntries<Row extends EntryRow>(table: RowOperations<Row>): EditorStore<Row> {
  const { putBack, withdraw } = table;
  return {
    ...(putBack && { putBack: async (entry) => (await putBack(entry.rows.single!)).id }),
    ...(withdraw && {
      withdraw: async (added) => {
        const result = await withdraw(added.rows.single!);
        // Gone: no row is left of it.
        return result.ok ? { ok: true, rows: {} } : asSaveResult(added, result);
      },
    }),
    slots: ['single'],
    history: table.history,
    async list() {
      const rows = await table.list();
      return rows.map((row, order) => ({ key: row.id, rows: { single: row }, order }));
    },
    async save(entry, values, _shared, restoredFrom) {
      const row = entry.rows.single!;
      return asSaveResult(entry, await table.update(row, values.single ?? {}, restoredFrom));
    },
    async create(values, existing) {
      const row = await table.create(values.single ?? {});
      return { key: row.id, rows: { single: row }, order: existing.length };
    },
    async remove(entry) {
      await table.remove(entry.rows.single!);
    },
    move() {
      return Promise.reject(new Error(table.fixedOrder));
    },
    async restore(before, after, columns) {
      const previous = before.rows.single as unknown as Patch;
      const values = Object.fromEntries(columns.map((column) => [column, previous[column]]));
      return asSaveResult(after, await table.update(after.rows.single!, values));
    },
  };
}
