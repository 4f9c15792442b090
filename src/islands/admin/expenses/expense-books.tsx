import { Card } from '../../../components/ui/card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import { businessToday } from '../../../lib/business-time.ts';
import { expenseTotals } from '../../../lib/expenses/expense-totals.ts';
import { canMarkPaid } from '../../../lib/expenses/mark-paid.ts';
import type { EntryListView } from '../editor/entry-list-page.tsx';
import { useRecordsAsList } from '../shell/use-is-mobile.ts';
import { ExpenseList } from './expense-list.tsx';
import { ExpenseSummaryCards } from './expense-summary-cards.tsx';
import { ExpenseTable } from './expense-table.tsx';
import { markPaid } from './mark-paid.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

/**
 * The tracker's section as it shows the list: heading with Export CSV and Add Expense, the three
 * cards, then the table (a list below 1280 px) by next due date.
 */
export function ExpenseBooks({ view }: { view: EntryListView<Expense> }) {
  const t = useMessages('expenses');
  const today = businessToday();
  const items = view.entries.map((entry, index) => {
    const expense = entry.rows.single!;
    return {
      expense,
      actions: view.actionsOf(entry, index),
      onMarkPaid: canMarkPaid(expense, today)
        ? () => markPaid(entry, expense, view.reloadFocusing)
        : undefined,
    };
  });
  const expenses = items.map((item) => item.expense);
  const loaded = view.state.status === 'ready' || items.length > 0;
  const View = useRecordsAsList() ? ExpenseList : ExpenseTable;
  return (
    <section aria-labelledby="expenses-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* The page's header above says what the tracker is for: no second sentence here. */}
        <h2 id="expenses-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton expenses={expenses} today={today} />
          {view.add}
        </div>
      </div>
      <ExpenseSummaryCards
        totals={loaded ? expenseTotals(expenses) : view.state.status === 'error' ? null : undefined}
      />
      <Card className="p-4" aria-label={t('listLabel')}>
        {view.status}
        {items.length > 0 ? <View items={items} today={today} /> : null}
      </Card>
    </section>
  );
}
