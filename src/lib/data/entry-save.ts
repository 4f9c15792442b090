/**
 * Saving one entry: each language row whose values changed is updated with a conflict check, a
 * missing language is inserted, an unchanged row is left alone (so a save of the English text
 * never makes the Spanish look changed to someone else editing it). Two rows cannot be saved
 * atomically through the data API, so the result always says which rows are saved now, and which
 * language failed and why: when one language fails, the other is still saved
 * (docs/product.md#editors); a photo deleted from the image library since fails the save before
 * any language is written.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { checkedUpdate, markedRestore } from './checked-update.ts';
import type { Entry, EntryRow, Slot } from './entry-logic.ts';
import { differs, type EntryTable, type Patch } from './entry-table.ts';
import { failureMessage, type RequestError } from './failure-message.ts';

/**
 * The outcome of a save. `rows` are the entry's rows as they are now: those saved despite a
 * failure are saved (take them as the new baseline and keep the dialog open).
 * - `conflict`: someone changed `slot` since it was read; `current` is their version, and
 *   `theirs` (entry saves) every language they changed that this save writes, `slot`'s included:
 *   checked against all of them, the next save overwrites them all;
 * - `deleted`: the row of `slot` is gone;
 * - `failed`: the service refused or could not be reached; `message` is the service's message.
 */
export type SaveResult<Row extends EntryRow> =
  | { ok: true; rows: Partial<Record<Slot, Row>> }
  | {
      ok: false;
      reason: 'conflict';
      slot: Slot;
      current: Row;
      theirs?: Partial<Record<Slot, Row>>;
      /**
       * The parts changed elsewhere that this save changed too, where one row holds more than a
       * language (Site Settings: the settings' keys), for the notice and toast to name them.
       */
      clashed?: readonly string[];
      rows: Partial<Record<Slot, Row>>;
    }
  | { ok: false; reason: 'deleted'; slot: Slot; rows: Partial<Record<Slot, Row>> }
  | {
      ok: false;
      reason: 'failed';
      slot: Slot;
      message: string;
      /** The parts the save was writing, where one row holds more than a language (see `clashed`). */
      parts?: readonly string[];
      rows: Partial<Record<Slot, Row>>;
    };

/** Whether writing `patch` would change `row` (a column of another shape counts as changed). */
function changes(patch: Patch, row: Patch): boolean {
  return Object.entries(patch).some(([column, value]) => differs(value, row[column]));
}

/**
 * Saves `values` per slot (and `shared` columns once); see `SaveResult`. `restoredFrom`: the time
 * of the History version this save restores (the history records it as that restore).
 */
export async function saveEntry<Row extends EntryRow>(
  client: SupabaseClient,
  config: EntryTable,
  slots: readonly Slot[],
  entry: Entry<Row>,
  values: Partial<Record<Slot, Patch>>,
  shared: Patch | undefined,
  restoredFrom?: string,
): Promise<SaveResult<Row>> {
  const from = () => client.from(config.table);
  const rows: Partial<Record<Slot, Row>> = { ...entry.rows };
  type Failure = Exclude<SaveResult<Row>, { ok: true }>;
  const failed = (slot: Slot, error: RequestError) =>
    ({ ok: false, reason: 'failed', slot, message: failureMessage(error), rows }) as const;
  const stored = (slot: Slot) => entry.rows[slot] as unknown as Patch;

  // Shared columns (prices) change every language's row (the price-sync trigger copies them), so
  // when they change, every row is written and checked; otherwise they are not written at all.
  const present = slots.filter((slot) => values[slot] && entry.rows[slot]);
  const sharedChanges = present.some((slot) => changes(shared ?? {}, stored(slot)));
  const updates = present.filter((slot) => sharedChanges || changes(values[slot]!, stored(slot)));
  const inserts = slots.filter((slot) => values[slot] && !entry.rows[slot]);
  // Shared columns go on the last update only: its price-sync trigger copies them to the other
  // language's row, bumping that row's updated_at. Saved earlier, they would bump the row this
  // save checks next, and the save would trip over its own change.
  const sharedOn = sharedChanges || !updates.length ? (updates.at(-1) ?? inserts[0]) : undefined;

  // A photo deleted from the image library since (a restored version, a dialog opened before the
  // delete) is refused before any language is written: the photo goes with the last request, so
  // the database's refusal of it there would come after the others were saved.
  const column = config.photoColumn ?? '';
  const photo = shared?.[column];
  const first = updates[0] ?? inserts[0];
  if (typeof photo === 'string' && first && present.every((s) => stored(s)[column] !== photo)) {
    const { error } = await client.rpc('require_photos_in_library', { urls: [photo] });
    if (error) return failed(first, error);
  }

  /**
   * Every language of `slots` changed elsewhere since it was read, as it is now (null: deleted),
   * or the error of a read that failed. A conflict carries all of them, those this save does not
   * write too: the next save (Overwrite) is checked against them and keeps what this person did
   * not change.
   */
  const changedElsewhere = async (slots: readonly Slot[]) => {
    const ids = slots.map((slot) => entry.rows[slot]!.id);
    const { data, error } = await from().select('*').in('id', ids);
    if (error) return { error };
    const now: Partial<Record<Slot, Row | null>> = {};
    for (const slot of slots) {
      const row = (data as Row[]).find((one) => one.id === entry.rows[slot]!.id);
      if (!row || row.updated_at !== entry.rows[slot]!.updated_at) now[slot] = row ?? null;
    }
    return { now };
  };

  // Look before writing: a row changed elsewhere is reported before any row is written, so a
  // conflict leaves the whole entry as it was, and names every language changed elsewhere (one
  // Overwrite replaces them all). The checked updates below still catch a change that lands in
  // between.
  if (updates.length > 1) {
    const { now, error } = await changedElsewhere(present);
    if (error) return failed(updates[0]!, error);
    const gone = updates.find((slot) => now[slot] === null);
    if (gone) return { ok: false, reason: 'deleted', slot: gone, rows };
    const slot = updates.find((one) => now[one]);
    if (slot) {
      const theirs = Object.fromEntries(Object.entries(now).filter(([, row]) => row)) as Partial<
        Record<Slot, Row>
      >;
      return { ok: false, reason: 'conflict', slot, current: theirs[slot]!, theirs, rows };
    }
  }

  // A language that fails does not stop the others: the first failure is reported.
  let failure: Failure | undefined;
  const saved: Slot[] = [];
  for (const slot of updates) {
    const baseline = entry.rows[slot]!;
    const patch = { ...values[slot], ...(slot === sharedOn ? shared : {}) };
    const result = await checkedUpdate<Row>(
      config.table,
      { id: baseline.id },
      baseline.updated_at,
      patch,
      '*',
      { client, restoredFrom },
    );
    if (result.ok) {
      rows[slot] = result.row;
      saved.push(slot);
      continue;
    }
    const current = result.reason === 'conflict' ? result.current : undefined;
    failure ??=
      result.reason === 'failed'
        ? failed(slot, result)
        : current
          ? { ok: false, reason: 'conflict', slot, current, theirs: { [slot]: current }, rows }
          : { ok: false, reason: 'deleted', slot, rows };
  }

  // Rows written before the shared columns, or not written, took them from the trigger in the
  // same transaction: the values as stored (a typed '$181' is '181'), and the same updated_at
  // (now() is the transaction's start). A row changed or removed by someone else meanwhile is
  // left as it was read (its conflict says so).
  const last = sharedOn && saved.includes(sharedOn) ? (rows[sharedOn] as unknown as Patch) : null;
  if (shared && last) {
    const sharedNow = Object.fromEntries(
      Object.keys(shared).map((column) => [column, last[column]]),
    );
    for (const slot of present) {
      if (slot === sharedOn || (failure?.slot === slot && failure.reason !== 'failed')) continue;
      const row = rows[slot] as unknown as Patch;
      if (changes(sharedNow, row)) {
        rows[slot] = { ...row, ...sharedNow, updated_at: last.updated_at } as Row;
      }
    }
  }

  // One language written and refused: the others changed elsewhere are theirs too (a price
  // another admin changed was copied to every language).
  if (failure?.reason === 'conflict' && updates.length === 1) {
    const refused = failure.slot;
    const others = present.filter((slot) => slot !== refused);
    const { now } = others.length ? await changedElsewhere(others) : {};
    for (const [slot, row] of Object.entries(now ?? {}) as [Slot, Row | null][]) {
      if (row) failure.theirs = { ...failure.theirs, [slot]: row };
    }
  }

  const sibling = present.map((slot) => rows[slot]!)[0];
  for (const slot of inserts) {
    const row: Patch = {
      ...values[slot],
      ...(slot === sharedOn ? shared : {}),
      ...(slot === 'single' ? {} : { language: slot }),
      ...(config.keyColumn ? { [config.keyColumn]: entry.key } : {}),
      ...(config.ordered ? { display_order: sibling?.display_order ?? entry.order } : {}),
    };
    const { data, error } = await markedRestore(from().insert(row).select(), restoredFrom).single();
    if (error) failure ??= failed(slot, error);
    else rows[slot] = data as Row;
  }
  return failure ?? { ok: true, rows };
}
