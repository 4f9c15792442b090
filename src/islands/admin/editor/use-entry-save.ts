import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Entry, EntryRow, Slot } from '../../../lib/data/entries.ts';
import { mergeEdits } from '../../../lib/data/entry-table.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { describeFailure } from './describe-failure.ts';
import { entryPatches, type EntryFormConfig } from './entry-form.ts';
import { entryMessages, failureToast } from './entry-messages.ts';
import { answering, entryToastId } from './entry-toasts.ts';
import { showSavedWithUndo } from './show-undo.ts';

/** A refused save because someone else changed languages of the entry: `theirs` per language. */
export interface Conflict<Row extends EntryRow> {
  theirs: Partial<Record<Slot, Row>>;
}

interface SaveOptions<Row extends EntryRow> {
  /** True for a new entry: the save inserts its rows under a new key. */
  isNew: boolean;
  /** The list's entries (a new entry's key and position must differ from theirs). */
  existing: readonly Entry<Row>[];
  /**
   * Refetches the list; called after every write, with the entry as an update left it (to show
   * until the list is read again).
   */
  reload: (saved?: Entry<Row>) => void;
  /** Called instead of `reload` after the Undo of a save (gives focus back to the entry). */
  onUndone?: (() => void) | undefined;
}

/**
 * The save flow of an entry dialog. `save(output)` writes the validated form and resolves true
 * when the dialog may close; on any failure it shows the failure toast, keeps every typed value,
 * and takes the rows that did get saved as the new baseline (two rows cannot be saved at once).
 * A conflict is kept in `conflict` until the user picks their version (`takeTheirs`) or
 * `overwrite`s it (the next save is checked against their version, so what this person changed
 * replaces theirs; their changes to other fields and languages stay).
 */
export function useEntrySave<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  entry: Entry<Row>,
  { isNew, existing, reload, onUndone }: SaveOptions<Row>,
) {
  // A ref, so Overwrite's immediate re-save sees the baseline it just set.
  const baseline = useRef(entry);
  // The rows the form's values were filled from: what this person changed is measured from them.
  const origin = useRef(entry.rows);
  const [conflict, setConflict] = useState<Conflict<Row> | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const messages = entryMessages(config);
  // One toast per entry: a retried save's outcome replaces the failure it answers.
  const toastId = entryToastId(config.noun, entry.key);

  async function create(output: Record<string, unknown>): Promise<boolean> {
    const { values, shared } = entryPatches(config, output);
    const rows = Object.fromEntries(
      Object.entries(values).map(([slot, patch]) => [slot, { ...patch, ...shared }]),
    );
    await config.store.create(rows, existing);
    toast.success(messages.added, answering(toastId));
    notifySaved();
    reload();
    return true;
  }

  async function update(output: Record<string, unknown>): Promise<boolean> {
    const before = baseline.current;
    const typed = entryPatches(config, output);
    // Only what this person changed is written over the baseline (after Overwrite, theirs).
    const { values, shared } = mergeEdits(origin.current, before.rows, typed.values, typed.shared);
    const result = await config.store.save(before, values, shared);
    if (result.ok) {
      const after = { ...before, rows: result.rows };
      const columns = Object.keys(Object.values(values)[0] ?? {});
      showSavedWithUndo(config, before, after, columns, onUndone ?? (() => reload()));
      notifySaved();
      reload(after);
      return true;
    }
    toast.error(
      messages.saveFailed,
      answering(toastId, failureToast(messages, describeFailure(result, before.rows))),
    );
    baseline.current = { ...before, rows: result.rows };
    // A language saved now holds what was typed: later changes are measured from it.
    for (const [slot, row] of Object.entries(result.rows) as [Slot, Row][]) {
      if (row !== before.rows[slot]) origin.current = { ...origin.current, [slot]: row };
    }
    if (result.reason === 'conflict') {
      setConflict({ theirs: result.theirs ?? { [result.slot]: result.current } });
    }
    const savedSome = Object.values(result.rows).some(
      (row) => !Object.values(before.rows).includes(row),
    );
    if (savedSome) {
      notifySaved();
      reload(baseline.current);
    }
    return false;
  }

  /** Saves the validated form, once at a time; resolves whether the dialog may close. */
  async function save(output: Record<string, unknown>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      return await (isNew ? create(output) : update(output));
    } catch (error) {
      const description = errorMessage(error);
      toast.error(
        isNew ? messages.addFailed : messages.saveFailed,
        answering(toastId, failureToast(messages, description)),
      );
      // A half-added entry (English only) is in the list now, flagged as needing Spanish.
      if (isNew) reload();
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  /** Their versions become the baseline of the conflicting languages; returns them for the form. */
  function takeTheirs(): Conflict<Row> | null {
    if (!conflict) return null;
    const { rows } = baseline.current;
    baseline.current = { ...baseline.current, rows: { ...rows, ...conflict.theirs } };
    origin.current = { ...origin.current, ...conflict.theirs };
    setConflict(null);
    return conflict;
  }

  /**
   * Keeps the typed values and checks the next save against their versions (all of them): it
   * writes what this person changed over theirs and keeps the rest of theirs.
   */
  function overwrite(): void {
    if (!conflict) return;
    const { rows } = baseline.current;
    baseline.current = { ...baseline.current, rows: { ...rows, ...conflict.theirs } };
    setConflict(null);
  }

  /** The rows the next save is checked against (updated by partial saves and conflicts). */
  const baselineNow = () => baseline.current;

  return { busy, conflict, save, takeTheirs, overwrite, baselineNow };
}
