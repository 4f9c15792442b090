/**
 * What 'Mark paid' does to an expense's next due date (docs/product.md#expense-tracking): a
 * monthly expense falls due a month later, a yearly one a year later, on the day of the month it
 * falls due on (the database remembers it: `due_day`). A one-time expense is not offered it: its
 * date is the only record of when it is paid, and nothing falls due after it.
 */
import type { Expense } from '../data/expenses.ts';
import { dueStatus } from './due-status.ts';

/** The frequencies whose expenses fall due again after a payment. */
export type Recurring = Exclude<Expense['frequency'], 'one-time'>;

/**
 * The calendar date 'YYYY-MM-DD' `months` months after `date`, on day `dueDay` of that month, or
 * its last day when the month is shorter (due on the 31st: Feb 28 or 29, Apr 30).
 */
function addMonths(date: string, months: number, dueDay: number): string {
  const [year, month] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  // Day 0 of the month after is the target month's last day.
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(dueDay, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The next due date once the one due on `nextDue` ('YYYY-MM-DD') is paid: a month on for a monthly
 * expense, a year on for a yearly one. It falls on `dueDay`, the day the expense falls due on
 * (`nextDue`'s own day when not given), within its month: due on the 31st, Jan 31 → Feb 28 →
 * Mar 31 → Apr 30; due on Feb 29, 2028 → 2029-02-28 → … → 2032-02-29.
 */
export function nextDueAfterPayment(
  frequency: Recurring,
  nextDue: string,
  dueDay: number | null = null,
): string {
  const day = dueDay ?? Number(nextDue.slice(8, 10));
  return addMonths(nextDue, frequency === 'monthly' ? 1 : 12, day);
}

/** What 'Mark paid' needs of an expense. */
type Due = Pick<Expense, 'frequency' | 'next_due_date'>;

/**
 * Whether an expense is offered 'Mark paid': a monthly or yearly one whose next due date is past
 * or within the week; never a one-time one.
 */
export function canMarkPaid<E extends Due>(
  expense: E,
  today: string,
): expense is E & { frequency: Recurring; next_due_date: string } {
  return (
    expense.frequency !== 'one-time' &&
    dueStatus(expense.next_due_date, today, expense.frequency) !== null
  );
}
