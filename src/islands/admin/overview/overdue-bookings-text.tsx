import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { monthsText } from '../../../lib/content/booking-retention.ts';
import { adminPages } from '../admin-nav.ts';

/** How many booking requests are older than the retention period, and where the purge is. */
export function OverdueBookingsText({ count, months }: { count: number; months: number }) {
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
