import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Entry, EntryRow } from '../../../lib/data/entries.ts';
import { notifySaved } from '../../../stores/publish.ts';
import { failureToast, type EntryFormConfig } from './entry-form.ts';

/** An editor's list as it loads: loading, ready with its entries, or failed with a reason. */
export type EntriesState<Row extends EntryRow> =
  | { status: 'loading'; entries: Entry<Row>[] }
  | { status: 'ready'; entries: Entry<Row>[] }
  | { status: 'error'; entries: Entry<Row>[]; message: string };

/**
 * An editor page's list and its list actions: `reload()` refetches (after every write), `move`
 * and `remove` write, toast, publish and refetch. `busy` is true while one of them runs.
 */
export function useEntries<Row extends EntryRow>(config: EntryFormConfig<Row>) {
  const [state, setState] = useState<EntriesState<Row>>({ status: 'loading', entries: [] });
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  const { store, messages } = config;

  const reload = useCallback(() => {
    const call = ++latest.current;
    return store.list().then(
      (entries) => {
        if (call === latest.current) setState({ status: 'ready', entries });
      },
      (error: unknown) => {
        if (call !== latest.current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((previous) => ({ status: 'error', entries: previous.entries, message }));
        toast.error('Could not load the list', { description: message });
      },
    );
  }, [store]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function write(task: () => Promise<void>, success: string | undefined, failure: string) {
    setBusy(true);
    try {
      await task();
      if (success) toast.success(success);
      return true;
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      toast.error(failure, failureToast(messages, description));
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
    write(
      () => store.move(state.entries, index, direction),
      undefined,
      messages.moveFailed ?? messages.saveFailed,
    );

  /** Deletes every language of `entry`; resolves whether it was deleted. */
  const remove = (entry: Entry<Row>) =>
    write(
      () => store.remove(entry),
      messages.deleted ?? 'Deleted',
      messages.deleteFailed ?? messages.saveFailed,
    );

  return { ...state, busy, reload, move, remove };
}
