import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { LoadFailed } from '../load-failed.tsx';
import type { LoadState } from '../use-load.ts';

/** What an editor's list shows before or instead of its entries: loading, failed, or empty. */
export function ListStatus({
  state,
  empty,
  loading,
}: {
  state: LoadState<readonly unknown[]>;
  /** Said when the list loaded and has no entry. */
  empty: string;
  /** Said while the list loads for the first time. */
  loading?: string;
}) {
  const common = useMessages('common');
  if (state.status === 'loading') return <Spinner label={loading ?? common('loading')} />;
  if (state.status === 'error') {
    return <LoadFailed what="list" message={state.message} />;
  }
  if (state.status === 'ready' && !state.data.length) {
    return <p className="text-ink-600">{empty}</p>;
  }
  return null;
}
