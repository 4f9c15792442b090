/**
 * Saving one entry: each language row is updated with a conflict check, a missing language is
 * inserted. Two rows cannot be saved atomically through the data API, so the result always says
 * which rows are saved now, and which language failed and why.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { checkedUpdate } from './checked-update.ts';
import type { Entry, EntryRow, Slot } from './entry-logic.ts';
import { failureMessage, type EntryTable, type Patch } from './entry-table.ts';

/**
 * The outcome of a save. `rows` are the entry's rows as they are now: those saved before a
 * failure are saved (take them as the new baseline and keep the dialog open).
 * - `conflict`: someone changed `slot` since it was read; `current` is their version;
 * - `deleted`: the row of `slot` is gone;
 * - `failed`: the service refused or could not be reached; `message` is the service's message.
 */
export type SaveResult<Row extends EntryRow> =
  | { ok: true; rows: Partial<Record<Slot, Row>> }
  | { ok: false; reason: 'conflict'; slot: Slot; current: Row; rows: Partial<Record<Slot, Row>> }
  | { ok: false; reason: 'deleted'; slot: Slot; rows: Partial<Record<Slot, Row>> }
  | { ok: false; reason: 'failed'; slot: Slot; message: string; rows: Partial<Record<Slot, Row>> };

/** Saves `values` per slot (and `shared` columns once); see `SaveResult`. */
export async function saveEntry<Row extends EntryRow>(
  client: SupabaseClient,
  config: EntryTable,
  slots: readonly Slot[],
  entry: Entry<Row>,
  values: Partial<Record<Slot, Patch>>,
  shared: Patch | undefined,
): Promise<SaveResult<Row>> {
  const from = () => client.from(config.table);
  const rows: Partial<Record<Slot, Row>> = { ...entry.rows };
  const failed = (slot: Slot, error: Pick<PostgrestError, 'message'> & { code?: string }) =>
    ({ ok: false, reason: 'failed', slot, message: failureMessage(error), rows }) as const;

  const updates = slots.filter((slot) => values[slot] && entry.rows[slot]);
  const inserts = slots.filter((slot) => values[slot] && !entry.rows[slot]);
  // Shared columns (prices) go on the last update only: its price-sync trigger copies them to the
  // other language's row, bumping that row's updated_at. Saved earlier, they would bump the row
  // this save checks next, and the save would trip over its own change.
  const sharedOn = updates.at(-1) ?? inserts[0];

  // Look before writing: a row changed elsewhere is reported before any row is written, so a
  // conflict leaves the whole entry as it was. The checked updates below still catch a change
  // that lands in between.
  if (updates.length > 1) {
    const ids = updates.map((slot) => entry.rows[slot]!.id);
    const { data, error } = await from().select('*').in('id', ids);
    if (error) return failed(updates[0]!, error);
    for (const slot of updates) {
      const now = (data as Row[]).find((row) => row.id === entry.rows[slot]!.id);
      if (!now) return { ok: false, reason: 'deleted', slot, rows };
      if (now.updated_at !== entry.rows[slot]!.updated_at) {
        return { ok: false, reason: 'conflict', slot, current: now, rows };
      }
    }
  }

  for (const slot of updates) {
    const baseline = entry.rows[slot]!;
    const patch = { ...values[slot], ...(slot === sharedOn ? shared : {}) };
    const saved = await checkedUpdate<Row>(
      config.table,
      { id: baseline.id },
      baseline.updated_at,
      patch,
      '*',
      client,
    );
    if (saved.ok) rows[slot] = saved.row;
    else if (saved.reason === 'failed') return failed(slot, saved);
    else if (saved.reason === 'deleted') return { ok: false, reason: 'deleted', slot, rows };
    else return { ok: false, reason: 'conflict', slot, current: saved.current, rows };
  }

  // Rows saved before the shared columns were written took them from the trigger, in the same
  // transaction: the values as stored (a typed '$181' is '181'), and the same updated_at (now()
  // is the transaction's start).
  const last = sharedOn ? (rows[sharedOn] as unknown as Patch | undefined) : undefined;
  if (shared && last && updates.length > 1) {
    const stored = Object.fromEntries(Object.keys(shared).map((column) => [column, last[column]]));
    for (const slot of updates.slice(0, -1)) {
      const row = rows[slot] as unknown as Patch;
      const changed = Object.keys(stored).some((column) => row[column] !== stored[column]);
      if (changed) rows[slot] = { ...row, ...stored, updated_at: last.updated_at } as Row;
    }
  }

  const sibling = updates.map((slot) => rows[slot]!)[0];
  for (const slot of inserts) {
    const row: Patch = {
      ...values[slot],
      ...(slot === sharedOn ? shared : {}),
      ...(slot === 'single' ? {} : { language: slot }),
      ...(config.keyColumn ? { [config.keyColumn]: entry.key } : {}),
      ...(config.ordered ? { display_order: sibling?.display_order ?? entry.order } : {}),
    };
    const { data, error } = await from().insert(row).select().single();
    if (error) return failed(slot, error);
    rows[slot] = data as Row;
  }
  return { ok: true, rows };
}
