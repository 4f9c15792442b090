import { type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { LazyPart, lazyPart } from '../shell/lazy-part.tsx';

// Its own chunk: the history and its field-by-field comparison load when a History view opens.
const HistoryPanel = lazyPart(() =>
  import('./history-panel.tsx').then((module) => module.HistoryPanel),
);

/** An edit dialog's History view, loaded on first opening (see HistoryPanel). */
export function HistoryView(props: ComponentProps<typeof HistoryPanel>) {
  const t = useMessages('history');
  return (
    <LazyPart loading={<Spinner label={t('loading')} />}>
      <HistoryPanel {...props} />
    </LazyPart>
  );
}
