import { useState } from 'react';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { toast } from '../../../components/ui/toast.ts';
import type { Entry, EntryRow } from '../../../lib/data/entries.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { useLoad } from '../use-load.ts';
import type { FocusAfterRemoval } from '../focus-after-removal.ts';
import type { EntryFormConfig } from './entry-form.ts';
import { entryMessages, failureToast } from './entry-messages.ts';
import { entryToastId } from './entry-toasts.ts';
import { showDeletedWithUndo, showPutBackWithUndo } from './show-undo.ts';

/**
 * An editor page's list and its list actions: `state` as it loads, `entries` (the last list read,
 * kept while a reread fails), `reload()` refetches (after every write), `move` and `remove` write,
 * toast, publish and refetch. `busy` is true while one of them runs. `reloadFocusing(key)` refetches,
 * then asks `focus` for focus on that entry, after an Undo or a restore; `reloadRevealing(key)`
 * refetches, then scrolls a new entry into view and gives its Edit button focus.
 * `showSaved(entry)` shows an entry as its dialog's save left it until the refetch that follows
 * answers.
 */
export function useEntries<Row extends EntryRow>(
  config: EntryFormConfig<Row>,
  focus: FocusAfterRemoval,
) {
  const { store } = config;
  const t = useMessages('editor');
  const messages = entryMessages(config);
  const { state, reload, patch } = useLoad(store.list, t('listFailed'));
  const [busy, setBusy] = useState(false);
  // The entry whose Edit button gets focus back after an Undo (the toast's Undo button is gone).
  const reloadFocusing = (key: string) => {
    void reload().then(() => focus.focusOn(key));
  };
  // A new entry, at the end of a list that may reach below the screen (a phone): brought into view
  // once listed, so the owner sees it was added, with focus on its Edit (docs/product.md#editors).
  const reloadRevealing = (key: string) => {
    void reload().then(() => focus.reveal(key));
  };
  const entries = (state.status === 'loading' ? undefined : state.data) ?? [];
  // An entry as a save in its dialog left it, shown until the list is read again: an Edit opened
  // before that reread starts from it, not from the version the save replaced (whose save would
  // be refused as someone else's change).
  const showSaved = (saved: Entry<Row>) =>
    patch((list) => list.map((entry) => (entry.key === saved.key ? saved : entry)));

  async function write(task: () => Promise<void>, success: string | undefined, failure: string) {
    setBusy(true);
    try {
      await task();
      if (success) toast.success(success);
      return true;
    } catch (error) {
      toast.error(failure, failureToast(messages, errorMessage(error)));
      return false;
    } finally {
      // Even a failed write may have changed some rows (a move is several updates).
      notifySaved();
      await reload();
      setBusy(false);
    }
  }

  /** Moves the entry at `index` up (-1) or down (+1); resolves whether it moved. */
  const move = (index: number, direction: -1 | 1) =>
    write(() => store.move(entries, index, direction), undefined, messages.moveFailed);

  /**
   * Deletes every language of `entry`; resolves whether it was deleted, and asks for focus on the
   * entry after it, else the one before (the page's Add when none is left). The toast offers Undo
   * where the table keeps a history, or can put the entry back without one (expenses).
   */
  const remove = async (entry: Entry<Row>) => {
    const history = store.history?.restorable ? store.history : undefined;
    const { putBack } = store;
    const removed = await write(
      () => store.remove(entry),
      history || putBack ? undefined : messages.deleted,
      messages.deleteFailed,
    );
    // Its buttons and its question went with it: focus is taken from wherever that closing put it.
    if (removed) {
      const keys = entries.map(({ key }) => key);
      focus.focusAfter(keys, entry.key, { evenIfFocused: true });
    }
    if (removed && history) {
      showDeletedWithUndo(messages.deleted, history.table, entry.key, () =>
        reloadFocusing(entry.key),
      );
    } else if (removed && putBack) {
      showPutBackWithUndo(
        messages.deleted,
        entryToastId(config.noun, entry.key),
        () => putBack(entry),
        (key) => (key ? reloadFocusing(key) : void reload()),
      );
    }
    return removed;
  };

  return { state, entries, busy, reload, showSaved, move, remove, reloadFocusing, reloadRevealing };
}
