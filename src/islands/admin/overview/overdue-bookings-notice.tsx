import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { monthsText } from '../../../lib/content/booking-retention.ts';
import { loadOverdueBookings } from '../../../lib/data/booking-requests.ts';
import { adminPages } from '../admin-nav.ts';
import { useLoad } from '../use-load.ts';
import { useOverviewRefresh } from './use-overview-refresh.ts';

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
  const { count, months } = state.data;
  return (
    <section
      aria-label="Old booking requests"
      className="mb-6 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong data-count>{count}</strong>{' '}
        {count === 1 ? 'booking request is' : 'booking requests are'} older than{' '}
        {monthsText('en', months)}. Your privacy page promises visitors that requests this old are
        deleted, so please open the{' '}
        <a href={adminPages.bookings.path} className="font-medium underline">
          Bookings page
        </a>{' '}
        and press Purge old requests.
      </p>
    </section>
  );
}
