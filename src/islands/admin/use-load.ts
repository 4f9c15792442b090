import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { translate } from '../../i18n/admin/messages.ts';
import { gotNoAnswer } from '../../lib/data/no-answer.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { confirmSession } from '../../stores/auth.ts';

/**
 * An async read as it goes: loading (first time only), ready with its data, or failed with a
 * reason. A failure keeps the data of the last successful read, so a list stays on screen.
 */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; data?: T };

/** How `useLoad` starts. */
export interface LoadOptions {
  /**
   * False for a lazy read: nothing is read (the state stays loading) until it first turns true.
   * True by default.
   */
  enabled?: boolean;
}

/**
 * Runs `load` on mount and whenever `load` changes (pass a module function or a `useCallback`),
 * and again on `reload()`. Only the latest call may set the state: a slow answer to an older call
 * (a filter changed since, the page left) is dropped. A reread keeps the previous result on
 * screen until the new one arrives. With `failureToast`, a failed read is also a toast with that
 * title and the reason. `patch` changes the data on screen meanwhile. With `enabled` false the
 * first read waits until it turns true (docs/architecture.md#data-flow); turning false and true
 * again reads again only after a failed read. A read made by a session that has ended sets
 * nothing: the page keeps what it showed while the owner is sent to sign in.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  failureToast?: string,
  { enabled = true }: LoadOptions = {},
): {
  state: LoadState<T>;
  reload: () => Promise<void>;
  patch: (change: (data: T) => T) => void;
} {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const latest = useRef(0);
  // The `reload` whose read the effect below started, until it fails: not read again for `enabled`.
  const started = useRef<unknown>(undefined);

  const reload = useCallback(() => {
    const call = ++latest.current;
    // Every read asks, beside it, whether the session is still a live admin's: under row-level
    // security an ended session reads empty lists, which must never be shown as the owner's data.
    // Ended, the answer is dropped and the admin guard takes over (docs/architecture.md#sessions).
    const live = confirmSession().catch(() => true);
    return load().then(
      async (data) => {
        if ((await live) && call === latest.current) setState({ status: 'ready', data });
      },
      async (error: unknown) => {
        if (!(await live) || call !== latest.current) return;
        started.current = undefined;
        // The service's reason, or, when none came, that the server could not be reached, in
        // the admin's language (`common` is loaded before any page).
        const reason = errorMessage(error);
        const message = gotNoAnswer(reason) ? translate('common', 'unreachable') : reason;
        setState((previous) => ({
          status: 'error',
          message,
          data: previous.status === 'loading' ? undefined : previous.data,
        }));
        if (failureToast) toast.error(failureToast, { description: message });
      },
    );
  }, [load, failureToast]);

  useEffect(() => {
    if (!enabled || started.current === reload) return;
    started.current = reload;
    void reload();
  }, [reload, enabled]);
  useEffect(
    () => () => {
      // Unmounted or `load` changed: whatever is still on its way is stale, and the next `load`
      // is read anew.
      latest.current += 1;
      started.current = undefined;
    },
    [reload],
  );

  // What a write is known to have left, shown before the reread it started answers (which
  // still replaces it): the last data read, changed.
  const patch = useCallback((change: (data: T) => T) => {
    setState((previous) =>
      previous.status === 'loading' || previous.data === undefined
        ? previous
        : { ...previous, data: change(previous.data) },
    );
  }, []);

  return { state, reload, patch };
}
