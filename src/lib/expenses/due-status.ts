import type { Enums } from '../database.types.ts';

/** How close an expense's next due date is: past, within the coming week, or neither. */
export type DueStatus = 'overdue' | 'due-soon' | null;

/** Days within which a coming due date counts as "Due soon" (today included). */
export const DUE_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

/** Days since the epoch of a calendar date 'YYYY-MM-DD' (no time zone can shift it). */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY_MS;
}

/**
 * 'overdue' when `nextDue` is before `today`, 'due-soon' when it is today or within the next
 * DUE_SOON_DAYS days, null otherwise or without a date. Both are calendar dates 'YYYY-MM-DD'.
 * A one-time expense is never overdue: its date is the day it is paid, and nothing falls due
 * after it (docs/product.md#expense-tracking).
 */
export function dueStatus(
  nextDue: string | null,
  today: string,
  frequency: Enums<'expense_frequency'>,
): DueStatus {
  if (!nextDue) return null;
  const days = dayNumber(nextDue) - dayNumber(today);
  if (days < 0) return frequency === 'one-time' ? null : 'overdue';
  if (days <= DUE_SOON_DAYS) return 'due-soon';
  return null;
}
