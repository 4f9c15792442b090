import { useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { Entry, EntryRow, Slot } from '../../../lib/data/entries.ts';
import { mergeEdits } from '../../../lib/data/entry-table.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { adminFormat } from '../../../i18n/admin/format.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { describeFailure, partsName, savedLanguages } from './describe-failure.ts';
import { entryPatches, type EntryFormConfig } from './entry-form.ts';
import { entryMessages, failureToast, nounForms } from './entry-messages.ts';
import { answering, entryToastId } from './entry-toasts.ts';
import { showAddedWithUndo, showSavedWithUndo } from './show-undo.ts';

/**
 * How a save ended: `saved` (the dialog may close), `conflict` (someone else changed the entry
 * since; nothing written), `savedSome` (a language saved, another failed), or `refused` (nothing
 * written: the database refused it or could not be reached); `busy` while another save runs.
 */
export type SaveOutcome = 'saved' | 'conflict' | 'savedSome' | 'refused' | 'busy';

/** A refused save because someone else changed languages of the entry: `theirs` per language. */
export interface Conflict<Row extends EntryRow> {
  theirs: Partial<Record<Slot, Row>>;
  /** What the notice names as changed elsewhere, where 'This entry' does not say (`partsWhich`). */
  which?: string | undefined;
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
  /**
   * Called instead of `reload` after the Undo of a save or an add, with the entry's key (gives
   * focus back to the entry, or to what stands for it when the Undo took it away).
   */
  onUndone?: ((key: string) => void) | undefined;
  /** Called instead of `reload` after a new entry's save, with its key (brings it into view). */
  onAdded?: ((key: string) => void) | undefined;
}

/**
 * The save flow of an entry dialog. `save(output, restoredFrom)` writes the validated form (with
 * `restoredFrom`, a History version's time: as the restore of that version, its toast saying so;
 * kept for the saves that follow a conflict or a partial save, which finish the restore, until it
 * is saved, refused or their version is taken) and resolves how it ended (`SaveOutcome`); on any
 * failure it shows the failure toast (a conflict: the dialog's notice instead), keeps every typed
 * value, and takes the rows that did get saved as the new baseline (two rows cannot be saved at
 * once).
 * A conflict is kept in `conflict` until the user picks their version (`takeTheirs`) or
 * `overwrite`s it (the next save is checked against their version, so what this person changed
 * replaces theirs; their changes to other fields and languages stay).
 */
export function useEntrySave<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  entry: Entry<Row>,
  { isNew, existing, reload, onUndone, onAdded }: SaveOptions<Row>,
) {
  // A ref, so Overwrite's immediate re-save sees the baseline it just set.
  const baseline = useRef(entry);
  // The rows the form's values were filled from: what this person changed is measured from them.
  const origin = useRef(entry.rows);
  const [conflict, setConflict] = useState<Conflict<Row> | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  // The time of the History version being restored, until its restore is saved or given up.
  const restoring = useRef<string | undefined>(undefined);
  const messages = entryMessages(config);
  // One toast per entry: a retried save's outcome replaces the failure it answers.
  const toastId = entryToastId(config.noun, entry.key);
  const undone = (key: string) => (onUndone ? onUndone(key) : reload());

  async function create(output: Record<string, unknown>): Promise<SaveOutcome> {
    const { values, shared } = entryPatches(config, output);
    const rows = Object.fromEntries(
      Object.entries(values).map(([slot, patch]) => [slot, { ...patch, ...shared }]),
    );
    const added = await config.store.create(rows, existing);
    const { withdraw } = config.store;
    if (withdraw) {
      // Its toast is the added entry's (the Undo's answer replaces it), not a failed add's before.
      toast.dismiss(toastId);
      showAddedWithUndo(config, added, withdraw, () => undone(added.key));
    } else {
      toast.success(messages.added, answering(toastId));
    }
    notifySaved();
    if (onAdded) onAdded(added.key);
    else reload();
    return 'saved';
  }

  async function update(
    output: Record<string, unknown>,
    restoredFrom: string | undefined,
  ): Promise<SaveOutcome> {
    const before = baseline.current;
    const typed = entryPatches(config, output);
    // Only what this person changed is written over the baseline (after Overwrite, theirs).
    const { values, shared } = mergeEdits(origin.current, before.rows, typed.values, typed.shared);
    const result = await config.store.save(before, values, shared, restoredFrom);
    if (result.ok) {
      const after = { ...before, rows: result.rows };
      const columns = Object.keys(Object.values(values)[0] ?? {});
      // A restore says which version is back (docs/product.md#history-and-recovery).
      const restored = restoredFrom ? config.restored?.(before, after) : undefined;
      const title = restoredFrom
        ? translate('editor', 'restoredVersion', {
            ...nounForms(config.noun),
            ...(restored && { start: restored.start }),
            time: adminFormat().time(restoredFrom),
          })
        : undefined;
      showSavedWithUndo(config, before, after, columns, () => undone(before.key), {
        title,
        description: restored?.description,
      });
      notifySaved();
      reload(after);
      return 'saved';
    }
    // A conflict is told by the dialog's notice, beside its two choices; a toast saying it again
    // would cover them on a phone (docs/product.md#messages). It stays when it also says which
    // language was saved, which the notice does not.
    if (result.reason === 'conflict' && !savedLanguages(result, before.rows).length) {
      toast.dismiss(toastId);
    } else {
      toast.error(
        messages.saveFailed,
        answering(toastId, failureToast(messages, describeFailure(result, before.rows, config))),
      );
    }
    baseline.current = { ...before, rows: result.rows };
    // A language saved now holds what was typed: later changes are measured from it.
    for (const [slot, row] of Object.entries(result.rows) as [Slot, Row][]) {
      if (row !== before.rows[slot]) origin.current = { ...origin.current, [slot]: row };
    }
    if (result.reason === 'conflict') {
      setConflict({
        theirs: result.theirs ?? { [result.slot]: result.current },
        which: partsName(config, result),
      });
    }
    const savedSome = Object.values(result.rows).some(
      (row) => !Object.values(before.rows).includes(row),
    );
    if (savedSome) {
      notifySaved();
      reload(baseline.current);
      return 'savedSome';
    }
    return result.reason === 'conflict' ? 'conflict' : 'refused';
  }

  /** Saves the validated form, once at a time; resolves how it ended (see `SaveOutcome`). */
  async function save(
    output: Record<string, unknown>,
    restoredFrom?: string,
  ): Promise<SaveOutcome> {
    if (running.current) return 'busy';
    running.current = true;
    setBusy(true);
    if (restoredFrom) restoring.current = restoredFrom;
    let outcome: SaveOutcome = 'refused';
    try {
      outcome = await (isNew ? create(output) : update(output, restoring.current));
      return outcome;
    } catch (error) {
      const description = errorMessage(error);
      toast.error(
        isNew ? messages.addFailed : messages.saveFailed,
        answering(toastId, failureToast(messages, description)),
      );
      // A half-added entry (English only) is in the list now, flagged as needing Spanish.
      if (isNew) reload();
      return 'refused';
    } finally {
      if (outcome === 'saved' || outcome === 'refused') restoring.current = undefined;
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
    restoring.current = undefined;
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
