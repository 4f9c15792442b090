import { useAdminFormat } from '../../../i18n/admin/format.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { dueStatus } from '../../../lib/expenses/due-status.ts';
import { DueBadge } from './due-badge.tsx';

/**
 * An expense's next due date with its Overdue / Due soon badge (never Overdue for a one-time
 * expense, see dueStatus), or a dash when it has none.
 */
export function NextDue({
  date,
  today,
  frequency,
}: {
  date: string | null;
  today: string;
  frequency: Expense['frequency'];
}) {
  const format = useAdminFormat();
  const t = useMessages('expenses');
  if (!date) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('noDueDate')}</span>
      </>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={date}>{format.date(date)}</time>
      <DueBadge status={dueStatus(date, today, frequency)} />
    </span>
  );
}
