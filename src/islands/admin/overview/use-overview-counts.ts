import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { loadOverviewCounts, type OverviewCounts } from '../../../lib/data/overview.ts';

/** The Overview's counts as they load: loading, ready with the numbers, or failed with a reason. */
export type OverviewCountsState =
  | { status: 'loading' }
  | { status: 'ready'; counts: OverviewCounts }
  | { status: 'error'; message: string };

/** Loads the counts once per visit of the Overview; a failure is also a toast. */
export function useOverviewCounts(): OverviewCountsState {
  const [state, setState] = useState<OverviewCountsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadOverviewCounts().then(
      (counts) => {
        if (current) setState({ status: 'ready', counts });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', message });
        toast.error('Could not load the counts', { description: message });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
