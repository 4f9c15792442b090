import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { ExpenseBooks } from './expense-books.tsx';
import { ExpenseFields } from './expense-fields.tsx';
import { expenseForm } from './expense-form.ts';

/**
 * Expense Tracking (docs/product.md#expense-tracking), the Expenses page: the three
 * cards, the table by next due date, the 'Add New Expense' / 'Edit Expense' dialog of the editor
 * pattern, delete after a question, and Export CSV. The books are admins-only and not on the
 * public site; they are kept by next due date, so they cannot be moved.
 */
export function ExpenseTracker() {
  const t = useMessages('expenses');
  return (
    <EntryListPage
      config={expenseForm}
      offers={['add', 'delete']}
      addTitle={t('addTitle')}
      loading={t('loading')}
      empty={t('empty')}
      renderList={(view) => <ExpenseBooks view={view} />}
      renderLanguage={() => <ExpenseFields />}
    />
  );
}
