import { loadOverdueBookings } from '../../../lib/data/booking-counts.ts';
import { useLoad } from '../use-load.ts';
import { useOverviewRefresh } from './use-overview-refresh.ts';
import { LazyPart, lazyPart } from '../shell/lazy-part.tsx';

// Needed only while requests are overdue: it loads then, not with the Overview's first view.
const OverdueBookingsText = lazyPart(() =>
  import('./overdue-bookings-text.tsx').then((module) => module.OverdueBookingsText),
);

/**
 * The Overview's reminder of the privacy page's promise, shown only while some booking requests
 * are older than the retention period: how many, and where the purge is.
 */
export function OverdueBookingsNotice() {
  // Read on every visit of the Overview, so after a purge on the Bookings page it is gone on
  // return. A failed read shows nothing: this is a reminder, and the count cards above already
  // report a broken connection.
  const { state, reload } = useLoad(loadOverdueBookings);
  useOverviewRefresh(reload);
  if (state.status !== 'ready' || state.data.count === 0) return null;
  return (
    <LazyPart>
      <OverdueBookingsText count={state.data.count} months={state.data.months} />
    </LazyPart>
  );
}
