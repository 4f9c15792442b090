import { adminPages } from '../admin-nav.ts';
import { pageDescriptions } from '../page-descriptions.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { ExpenseTracker } from './expense-tracker.tsx';

/** /admin/expenses: the expense tracker on its own page (docs/product.md#expense-tracking). */
export function ExpensesPage() {
  return (
    <>
      <PageHeader title={adminPages.expenses.label} description={pageDescriptions.expenses} />
      <ExpenseTracker />
    </>
  );
}
