import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { ExpenseActions } from './expense-actions.tsx';
import { categoryKeys, frequencyKeys } from './expense-form.ts';
import type { ExpenseViewProps } from './expense-table.tsx';
import { NextDue } from './next-due.tsx';

/** The expenses below 1280 px: one block per expense instead of a table too wide to read. */
export function ExpenseList({ items, today }: ExpenseViewProps) {
  const t = useMessages('expenses');
  const format = useAdminFormat();
  return (
    <ul className="divide-y divide-mist-200" aria-label={t('listCaption')}>
      {items.map(({ expense, actions, onMarkPaid }) => (
        <li key={expense.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
          {/* The amount goes under a name too long to share the line, rather than cut a word of it;
              alone on its line and still too wide ('$9,999,999,999.99 · Pago único' at 320 px),
              its frequency goes under it. */}
          <div className="flex flex-wrap items-start justify-between gap-x-3">
            <p className="max-w-full min-w-0 font-semibold break-words" translate="no">
              {expense.name}
            </p>
            <p className="max-w-full font-semibold tabular-nums">
              <span className="whitespace-nowrap">{format.money(expense.amount)}</span>{' '}
              <span className="font-normal whitespace-nowrap text-ink-600">
                · {t(frequencyKeys[expense.frequency])}
              </span>
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-600">{t('columnVendor')}</dt>
            <dd className="min-w-0 break-words" translate="no">
              {expense.vendor ?? '—'}
            </dd>
            <dt className="text-ink-600">{t('columnCategory')}</dt>
            <dd>{t(categoryKeys[expense.category])}</dd>
            <dt className="text-ink-600">{t('columnNextDue')}</dt>
            <dd>
              <NextDue date={expense.next_due_date} today={today} frequency={expense.frequency} />
            </dd>
          </dl>
          <ExpenseActions name={expense.name} actions={actions} onMarkPaid={onMarkPaid} />
        </li>
      ))}
    </ul>
  );
}
