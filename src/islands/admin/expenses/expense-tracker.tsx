import { PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { Entry } from '../../../lib/data/entries.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import { localToday } from '../../../lib/expenses/due-status.ts';
import { expenseTotals } from '../../../lib/expenses/expense-totals.ts';
import { EntryDialog } from '../editor/entry-dialog.tsx';
import { ListStatus } from '../editor/list-status.tsx';
import { useEntries } from '../editor/use-entries.ts';
import { useIsMobile } from '../shell/use-is-mobile.ts';
import { ExpenseFields } from './expense-fields.tsx';
import { expenseForm } from './expense-form.ts';
import { ExpenseList } from './expense-list.tsx';
import { ExpenseSummaryCards } from './expense-summary-cards.tsx';
import { ExpenseTable } from './expense-table.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';

const newExpense: Entry<Expense> = { key: '', rows: {}, order: 0 };

/**
 * Expense Tracking (docs/product.md#expense-tracking): the three cards, the table (a list on
 * phones) by next due date, the 'Add New Expense' / 'Edit Expense' dialog of the editor pattern,
 * delete after a question, and Export CSV. The books are admins-only and not on the public site.
 */
export function ExpenseTracker() {
  const list = useEntries(expenseForm);
  const [editing, setEditing] = useState<{ entry: Entry<Expense>; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Entry<Expense> | null>(null);
  const isMobile = useIsMobile();
  const today = localToday();
  const expenses = list.entries.map((entry) => entry.rows.single!);
  const loaded = list.state.status === 'ready' || list.entries.length > 0;
  const totals = loaded ? expenseTotals(expenses) : undefined;
  const entryOf = (expense: Expense) => list.entries.find((entry) => entry.key === expense.id)!;
  const View = isMobile ? ExpenseList : ExpenseTable;

  return (
    <section aria-labelledby="expenses-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="expenses-title" className="text-xl font-bold">
            Expense Tracking
          </h2>
          <p className="text-sm text-ink-600">What the business pays for, and when it is due.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton expenses={expenses} today={today} />
          <Button onClick={() => setEditing({ entry: newExpense, isNew: true })}>
            <PlusIcon aria-hidden="true" />
            Add Expense
          </Button>
        </div>
      </div>
      <ExpenseSummaryCards totals={list.state.status === 'error' && !loaded ? null : totals} />
      <Card className="p-4" aria-label="Expenses">
        <ListStatus
          state={list.state}
          loading="Loading expenses..."
          empty='No expenses tracked yet. Click "Add Expense" to get started.'
        />
        {expenses.length > 0 ? (
          <View
            expenses={expenses}
            today={today}
            busy={list.busy}
            onEdit={(expense) => setEditing({ entry: entryOf(expense), isNew: false })}
            onDelete={(expense) => setDeleting(entryOf(expense))}
          />
        ) : null}
      </Card>
      {editing ? (
        <EntryDialog
          // A new dialog per opening: closing resets the form (docs/product.md#expense-tracking).
          key={editing.isNew ? 'new' : editing.entry.key}
          config={expenseForm}
          entry={editing.entry}
          isNew={editing.isNew}
          existing={list.entries}
          title={editing.isNew ? 'Add New Expense' : 'Edit Expense'}
          open
          onClose={() => setEditing(null)}
          reload={() => void list.reload()}
          renderLanguage={() => <ExpenseFields />}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure you want to delete this expense?"
        description={`“${deleting?.rows.single?.name ?? ''}” will be removed from the tracker. This cannot be undone.`}
        confirmLabel={list.busy ? 'Deleting...' : 'Delete'}
        destructive
        busy={list.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void list.remove(deleting).finally(() => setDeleting(null));
        }}
      />
    </section>
  );
}
