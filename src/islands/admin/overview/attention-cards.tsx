import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useMessages } from '../../../i18n/admin/messages.ts';
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
  const t = useMessages('overview');
  const bookings = useStore($newBookings);
  const loadOverdue = useCallback(() => countOverdueExpenses(businessToday()), []);
  const { state, reload } = useLoad(loadOverdue);
  useOverviewRefresh(reload);
  const overdue =
    state.status === 'ready' ? state.data : state.status === 'error' ? null : undefined;
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <CountCard
        title={t('newBookings')}
        description={t('newBookingsNote')}
        icon={adminPages.bookings.icon}
        count={bookings ?? undefined}
        link={{ href: adminPages.bookings.path, text: t('openBookings') }}
        compact
      />
      <CountCard
        title={t('overdueExpenses')}
        description={overdue ? t('overdueNote') : t('nothingOverdue')}
        icon={adminPages.expenses.icon}
        count={overdue}
        link={{ href: adminPages.expenses.path, text: t('openExpenses') }}
        tone={overdue ? 'warning' : undefined}
        compact
      />
    </div>
  );
}
