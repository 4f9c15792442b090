import { createElement, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { toastActionClass } from '../../../components/ui/toaster.tsx';
import type { HistoryTable } from '../../../lib/data/history.ts';
import type { Entry, EntryRow, SaveResult } from '../../../lib/data/entries.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { describeFailure } from './describe-failure.ts';
import { restoreEntry } from './restore-entry.ts';
import type { EntryFormConfig } from './entry-form.ts';
import { entryMessages, nounForms } from './entry-messages.ts';
import { answering, entryToastId } from './entry-toasts.ts';

/** How long the Undo of a save is offered. */
export const UNDO_MS = 10_000;

/**
 * A success toast under `id` offering Undo for 10 s. Undo keeps the toast and turns it into
 * 'Undoing…', then `undo` replaces it with its outcome: one toast per change, never a pile.
 *
 * Sonner notes where focus came from when it enters a toast, and gives it back there when its
 * last toast goes, seconds later: after Undo had put focus on the entry's Edit (use-entries.ts),
 * that sent it to whatever precedes the toasts in the page, such as another entry's Delete. It
 * notes nothing when what takes focus says `data-dismissible="false"`: the toast (`dismissible:
 * false`, which also means no swipe; it goes by itself) and our own Undo button say so.
 */
function toastWithUndo(
  id: string,
  title: string,
  undo: () => Promise<unknown>,
  description?: ReactNode,
): void {
  toast.success(title, {
    ...answering(id, { description }),
    duration: UNDO_MS,
    dismissible: false,
    action: createElement(
      'button',
      {
        type: 'button',
        className: toastActionClass,
        'data-button': true,
        'data-action': true,
        'data-dismissible': 'false',
        onClick: () => {
          // The toast itself becomes the answer.
          toast.loading(translate('editor', 'undoing'), answering(id));
          void undo();
        },
      },
      translate('editor', 'undo'),
    ),
  });
}

/** An Undo that could not reach the database (a dropped connection): says why, then re-reads. */
function undoThrew(id: string, error: unknown, reload: () => void): void {
  toast.error(
    translate('editor', 'undoFailed'),
    answering(id, { description: errorMessage(error) }),
  );
  reload();
}

/**
 * The success toast of a save, offering Undo for 10 s: Undo writes `before` back over `after`
 * (with the conflict check, so a change made since is never overwritten) and publishes again.
 * `title` names what was saved where the editor's 'updated' does not say enough ('Marked as paid');
 * `description` says what else the owner should know of it.
 */
export function showSavedWithUndo<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  before: Entry<Row>,
  after: Entry<Row>,
  columns: readonly string[],
  reload: () => void,
  {
    title = entryMessages(config).saved,
    description,
  }: { title?: string | undefined; description?: ReactNode } = {},
): void {
  const id = entryToastId(config.noun, after.key);
  toastWithUndo(
    id,
    title,
    () => answerUndo(id, config, config.store.restore(before, after, columns), after, reload),
    description,
  );
}

/**
 * The toast `id` answering an Undo as a checked write (`undone`) of `after` ends: `done` ('Change
 * undone'), or why it could not be undone; then a reread.
 */
function answerUndo<Row extends EntryRow>(
  id: string,
  config: EntryFormConfig<Row>,
  undone: Promise<SaveResult<Row>>,
  after: Entry<Row>,
  reload: () => void,
  done = translate('editor', 'changeUndone'),
): Promise<void> {
  return undone.then(
    (result) => {
      if (result.ok) toast.success(done, answering(id));
      else {
        toast.error(
          translate('editor', 'undoFailed'),
          answering(id, { description: describeFailure(result, undefined, config) }),
        );
      }
      if (result.ok || result.rows !== after.rows) notifySaved();
      reload();
    },
    (error: unknown) => undoThrew(id, error, reload),
  );
}

/**
 * The success toast of an add ('Expense added successfully') where the store can take it back
 * (`withdraw`: expenses), offering Undo for 10 s: Undo removes the entry just added unless it was
 * changed or deleted since, says so by its name ('“Adobe” removed again', `entryName`; or why
 * not), then `reload()`.
 */
export function showAddedWithUndo<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  added: Entry<Row>,
  withdraw: (added: Entry<Row>) => Promise<SaveResult<Row>>,
  reload: () => void,
): void {
  const id = entryToastId(config.noun, added.key);
  const row = Object.values(added.rows)[0];
  const name = (row && config.entryName?.(row)) || nounForms(config.noun).bare;
  toastWithUndo(id, entryMessages(config).added, () =>
    answerUndo(
      id,
      config,
      withdraw(added),
      added,
      reload,
      translate('editor', 'addUndone', { name }),
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

/**
 * The success toast of a delete from a table without history (expenses), offering Undo for 10 s:
 * Undo writes the entry back as the page last read it (`putBack`, resolving its key), then
 * `reload(key)`. Nothing is published: such a table is not site content.
 */
export function showPutBackWithUndo(
  title: string,
  id: string,
  putBack: () => Promise<string>,
  reload: (key?: string) => void,
): void {
  toastWithUndo(id, title, () =>
    putBack().then(
      (key) => {
        toast.success(translate('editor', 'deletionUndone'), answering(id));
        reload(key);
      },
      (error: unknown) => undoThrew(id, error, reload),
    ),
  );
}
