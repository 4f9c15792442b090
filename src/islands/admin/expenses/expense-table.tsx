import { DataTable, tableCell as cell, tableRow } from '../../../components/ui/data-table.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import type { EntryActions } from '../editor/entry-card.tsx';
import { ExpenseActions, MarkPaidButton } from './expense-actions.tsx';
import { categoryKeys, frequencyKeys } from './expense-form.ts';
import { NextDue } from './next-due.tsx';

/** What the table and the phone list of expenses show and do. */
export interface ExpenseViewProps {
  /** Each expense with what the list offers on it (edit, delete; Mark paid when it is due). */
  items: readonly {
    expense: Expense;
    actions: EntryActions;
    onMarkPaid?: (() => Promise<void>) | undefined;
  }[];
  /** Today's date 'YYYY-MM-DD', for the Overdue / Due soon badges. */
  today: string;
}

/**
 * The expenses as a table (the columns of docs/product.md#expense-tracking), in the order they
 * come: by next due date.
 */
export function ExpenseTable({ items, today }: ExpenseViewProps) {
  const t = useMessages('expenses');
  const format = useAdminFormat();
  return (
    <DataTable
      caption={t('listCaption')}
      headings={[
        t('columnName'),
        t('columnVendor'),
        t('columnCategory'),
        t('columnAmount'),
        t('columnFrequency'),
        t('columnNextDue'),
        t('columnActions'),
      ]}
      rightAligned={[t('columnAmount')]}
    >
      {items.map(({ expense, actions, onMarkPaid }) => (
        <tr key={expense.id} className={tableRow}>
          {/* The owner's own words, in no particular language. A word longer than the column
              (a pasted link) breaks inside its cell: 'anywhere', unlike 'break-word', lets the
              table narrow the column rather than widen and scroll sideways. */}
          <th scope="row" className={`${cell} font-medium wrap-anywhere`} translate="no">
            {expense.name}
          </th>
          <td className={`${cell} wrap-anywhere`} translate="no">
            {expense.vendor ?? ''}
          </td>
          <td className={cell}>{t(categoryKeys[expense.category])}</td>
          <td className={`${cell} text-right tabular-nums`}>{format.money(expense.amount)}</td>
          <td className={cell}>{t(frequencyKeys[expense.frequency])}</td>
          {/* Mark paid under the date it moves, so the Actions column stays narrow enough for
              the table beside the sidebar at 1280 px. */}
          <td className={cell}>
            <div className="flex flex-col items-start gap-2">
              <NextDue date={expense.next_due_date} today={today} frequency={expense.frequency} />
              {onMarkPaid ? (
                <MarkPaidButton
                  name={expense.name}
                  disabled={actions.busy}
                  onMarkPaid={onMarkPaid}
                />
              ) : null}
            </div>
          </td>
          <td className={cell}>
            <ExpenseActions name={expense.name} actions={actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
