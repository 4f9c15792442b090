import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { businessToday } from '../../../lib/business-time.ts';
import { countOverdueExpenses } from '../../../lib/data/overview.ts';
import { $newBookings } from '../../../stores/new-bookings.ts';
import { adminPages } from '../admin-nav.ts';
import { useLoad } from '../use-load.ts';
import { CountCard } from './count-card.tsx';
import { useOverviewRefresh } from './use-overview-refresh.ts';

/**
 * The top of the Overview, on a phone's first screen: booking requests nobody has handled yet and
 * expenses past their due date, each linking to its page. The booking count is the sidebar
 * badge's, which follows new requests without a reload.
 */
export function AttentionCards() {
  const bookings = useStore($newBookings);
  const loadOverdue = useCallback(() => countOverdueExpenses(businessToday()), []);
  const { state, reload } = useLoad(loadOverdue);
  useOverviewRefresh(reload);
  const overdue =
    state.status === 'ready' ? state.data : state.status === 'error' ? null : undefined;
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <CountCard
        title="New Booking Requests"
        description="Waiting for an answer"
        icon={adminPages.bookings.icon}
        count={bookings ?? undefined}
        link={{ href: adminPages.bookings.path, text: 'Open Bookings' }}
        compact
      />
      <CountCard
        title="Overdue Expenses"
        description={overdue ? 'Past their due date' : 'Nothing past due'}
        icon={adminPages.expenses.icon}
        count={overdue}
        link={{ href: adminPages.expenses.path, text: 'Open Expenses' }}
        tone={overdue ? 'warning' : undefined}
        compact
      />
    </div>
  );
}
