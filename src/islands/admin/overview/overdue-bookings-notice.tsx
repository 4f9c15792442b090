import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';
import { monthsText } from '../../../lib/content/booking-retention.ts';
import { loadOverdueBookings, type OverdueBookings } from '../../../lib/data/booking-requests.ts';
import { adminPages } from '../admin-nav.ts';

/**
 * The Overview's reminder of the privacy page's promise, shown only while some booking requests
 * are older than the retention period: how many, and where the purge is.
 */
export function OverdueBookingsNotice() {
  const [overdue, setOverdue] = useState<OverdueBookings | null>(null);
  useEffect(() => {
    // Read on every visit of the Overview, so after a purge on the Bookings page it is gone on
    // return. A failed read shows nothing: this is a reminder, and the count cards above already
    // report a broken connection.
    let current = true;
    loadOverdueBookings().then(
      (result) => current && setOverdue(result),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!overdue || overdue.count === 0) return null;
  const { count, months } = overdue;
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
