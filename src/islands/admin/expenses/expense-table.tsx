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

const cell = 'px-3 py-2 align-middle';

/**
 * The expenses as a table (the columns of docs/product.md#expense-tracking), in the order they
 * come: by next due date.
 */
export function ExpenseTable({ items, today }: ExpenseViewProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Expenses, by next due date</caption>
        <thead className="border-b border-mist-200 text-ink-700">
          <tr>
            {['Name', 'Vendor', 'Category', 'Amount', 'Frequency', 'Next Due', 'Actions'].map(
              (heading) => (
                <th
                  key={heading}
                  scope="col"
                  className={`${cell} font-semibold ${heading === 'Amount' ? 'text-right' : ''}`}
                >
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map(({ expense, actions }) => (
            <tr key={expense.id} className="border-b border-mist-100 last:border-0">
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
        </tbody>
      </table>
    </div>
  );
}
