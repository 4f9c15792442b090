import { BanknotesIcon, CalendarDaysIcon, ReceiptPercentIcon } from '@heroicons/react/24/outline';
import type { ExpenseTotals } from '../../../lib/expenses/expense-totals.ts';
import { formatCents } from '../../../lib/expenses/money.ts';
import { CountCard } from '../overview/count-card.tsx';

/**
 * The tracker's three cards (docs/product.md#expense-tracking): Monthly Total, Annual Total
 * (monthly × 12 + yearly) and Active Expenses; `totals` is undefined while the list loads, null
 * when it could not be read.
 */
export function ExpenseSummaryCards({ totals }: { totals: ExpenseTotals | null | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <CountCard
        title="Monthly Total"
        description="Monthly expenses"
        icon={BanknotesIcon}
        count={totals && formatCents(totals.monthlyCents)}
      />
      <CountCard
        title="Annual Total"
        description="Monthly × 12 plus yearly"
        icon={CalendarDaysIcon}
        count={totals && formatCents(totals.annualCents)}
      />
      <CountCard
        title="Active Expenses"
        description="Expenses tracked"
        icon={ReceiptPercentIcon}
        count={totals && totals.activeCount}
      />
    </div>
  );
}
