import { BanknotesIcon, CalendarDaysIcon, ReceiptPercentIcon } from '@heroicons/react/24/outline';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { ExpenseTotals } from '../../../lib/expenses/expense-totals.ts';
import { CountCard } from '../overview/count-card.tsx';

/**
 * The tracker's three cards (docs/product.md#expense-tracking): Monthly Total, Annual Total
 * (monthly × 12 + yearly) and Active Expenses; `totals` is undefined while the list loads, null
 * when it could not be read.
 */
export function ExpenseSummaryCards({ totals }: { totals: ExpenseTotals | null | undefined }) {
  const t = useMessages('expenses');
  const format = useAdminFormat();
  return (
    // Side by side from a 42rem-wide column; narrower, one above the other, each at full width.
    <div className="@container">
      <div className="grid gap-4 @2xl:grid-cols-3">
        <CountCard
          title={t('monthlyTotal')}
          description={t('monthlyTotalHint')}
          icon={BanknotesIcon}
          count={totals && format.cents(totals.monthlyCents)}
        />
        <CountCard
          title={t('annualTotal')}
          description={t('annualTotalHint')}
          icon={CalendarDaysIcon}
          count={totals && format.cents(totals.annualCents)}
        />
        <CountCard
          title={t('activeExpenses')}
          description={t('activeExpensesHint')}
          icon={ReceiptPercentIcon}
          count={totals && totals.activeCount}
        />
      </div>
    </div>
  );
}
