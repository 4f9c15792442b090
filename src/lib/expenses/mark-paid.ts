/**
 * What 'Mark paid' does to an expense's next due date (docs/product.md#expense-tracking): a
 * monthly expense falls due a month later, a yearly one a year later, a one-time one never again.
 */
import type { Expense } from '../data/expenses.ts';
import { dueStatus } from './due-status.ts';

/** The calendar date 'YYYY-MM-DD' `months` months after `date`, kept within that month (Jan 31 → Feb 28 or 29). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  // Day 0 of the month after is the target month's last day.
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day!, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The next due date once the one due on `nextDue` ('YYYY-MM-DD') is paid: a month on for a monthly
 * expense, a year on for a yearly one (a month end stays within its month: Jan 31 → Feb 28, Feb 29
 * → Feb 28), none for a one-time expense.
 */
export function nextDueAfterPayment(
  frequency: Expense['frequency'],
  nextDue: string,
): string | null {
  if (frequency === 'monthly') return addMonths(nextDue, 1);
  if (frequency === 'yearly') return addMonths(nextDue, 12);
  return null;
}

/** Whether an expense is offered 'Mark paid': its next due date is past or within the week. */
export function canMarkPaid(nextDue: string | null, today: string): nextDue is string {
  return dueStatus(nextDue, today) !== null;
}
