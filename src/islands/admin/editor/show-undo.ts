import { toast } from 'sonner';
import type { HistoryTable } from '../../../lib/data/history.ts';
import type { Entry, EntryRow } from '../../../lib/data/entries.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { describeFailure } from './describe-failure.ts';
import { restoreEntry } from './restore-entry.ts';
import type { EntryFormConfig } from './entry-form.ts';
import { entryMessages } from './entry-messages.ts';
import { answering, entryToastId } from './entry-toasts.ts';

/** How long the Undo of a save is offered. */
export const UNDO_MS = 10_000;

/**
 * A success toast under `id` offering Undo for 10 s. Undo keeps the toast and turns it into
 * 'Undoing…', then `undo` replaces it with its outcome: one toast per change, never a pile.
 */
function toastWithUndo(id: string, title: string, undo: () => Promise<unknown>): void {
  toast.success(title, {
    ...answering(id),
    duration: UNDO_MS,
    action: {
      label: translate('editor', 'undo'),
      onClick: (event) => {
        // Not dismissed (sonner's default): the toast itself becomes the answer.
        event.preventDefault();
        toast.loading(translate('editor', 'undoing'), answering(id));
        void undo();
      },
    },
  });
}

/**
 * The success toast of a save, offering Undo for 10 s: Undo writes `before` back over `after`
 * (with the conflict check, so a change made since is never overwritten) and publishes again.
 */
export function showSavedWithUndo<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  before: Entry<Row>,
  after: Entry<Row>,
  columns: readonly string[],
  reload: () => void,
): void {
  const id = entryToastId(config.noun, after.key);
  toastWithUndo(id, entryMessages(config).saved, () =>
    config.store.restore(before, after, columns).then(
      (result) => {
        if (result.ok) toast.success(translate('editor', 'changeUndone'), answering(id));
        else {
          toast.error(
            translate('editor', 'undoFailed'),
            answering(id, { description: describeFailure(result) }),
          );
        }
        if (result.ok || result.rows !== after.rows) notifySaved();
        reload();
      },
      (error: unknown) => {
        toast.error(
          translate('editor', 'undoFailed'),
          answering(id, { description: errorMessage(error) }),
        );
        reload();
      },
    ),
  );
}

/**
 * The success toast of a delete, offering Undo for 10 s: Undo brings the entry back from the
 * history in every language, in its old place, and publishes it (as Restore in Recently deleted).
 */
export function showDeletedWithUndo(
  title: string,
  table: HistoryTable,
  key: string,
  reload: () => void,
): void {
  toastWithUndo(entryToastId(table, key), title, () =>
    restoreEntry(table, key, translate('editor', 'deletionUndone')).then(reload),
  );
}
