import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';

// Its own chunk: the history and its field-by-field comparison load when a History view opens.
const HistoryPanel = lazy(() =>
  import('./history-panel.tsx').then((module) => ({ default: module.HistoryPanel })),
);

/** An edit dialog's History view, loaded on first opening (see HistoryPanel). */
export function HistoryView(props: ComponentProps<typeof HistoryPanel>) {
  const t = useMessages('history');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <HistoryPanel {...props} />
    </Suspense>
  );
}
