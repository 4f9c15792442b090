import { DataTable, tableCell as cell, tableRow } from '../../../components/ui/data-table.tsx';
import type { Expense } from '../../../lib/data/expenses.ts';
import type { EntryActions } from '../editor/entry-card.tsx';
import { formatAmount } from '../../../lib/expenses/money.ts';
import { ExpenseActions } from './expense-actions.tsx';
import { frequencyLabels } from './expense-form.ts';
import { NextDue } from './next-due.tsx';

/** What the table and the phone list of expenses show and do. */
export interface ExpenseViewProps {
  /** Each expense with what the list offers on it (edit, delete). */
  items: readonly { expense: Expense; actions: EntryActions }[];
  /** Today's date 'YYYY-MM-DD', for the Overdue / Due soon badges. */
  today: string;
}

/**
 * The expenses as a table (the columns of docs/product.md#expense-tracking), in the order they
 * come: by next due date.
 */
export function ExpenseTable({ items, today }: ExpenseViewProps) {
  return (
    <DataTable
      caption="Expenses, by next due date"
      headings={['Name', 'Vendor', 'Category', 'Amount', 'Frequency', 'Next Due', 'Actions']}
      rightAligned={['Amount']}
    >
      {items.map(({ expense, actions }) => (
        <tr key={expense.id} className={tableRow}>
          <th scope="row" className={`${cell} font-medium break-words`}>
            {expense.name}
          </th>
          <td className={cell}>{expense.vendor ?? ''}</td>
          <td className={cell}>{expense.category}</td>
          <td className={`${cell} text-right tabular-nums`}>{formatAmount(expense.amount)}</td>
          <td className={cell}>{frequencyLabels[expense.frequency]}</td>
          <td className={cell}>
            <NextDue date={expense.next_due_date} today={today} />
          </td>
          <td className={cell}>
            <ExpenseActions name={expense.name} actions={actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
