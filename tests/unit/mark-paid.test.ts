import { describe, expect, it } from 'vitest';
import { canMarkPaid, nextDueAfterPayment } from '../../src/lib/expenses/mark-paid.ts';

describe('nextDueAfterPayment', () => {
  it('moves a monthly expense one month on, across a year end', () => {
    expect(nextDueAfterPayment('monthly', '2026-11-28')).toBe('2026-12-28');
    expect(nextDueAfterPayment('monthly', '2026-12-15')).toBe('2027-01-15');
  });

  it('keeps a month end within the shorter month, leap years included', () => {
    expect(nextDueAfterPayment('monthly', '2027-01-31')).toBe('2027-02-28');
    expect(nextDueAfterPayment('monthly', '2028-01-31')).toBe('2028-02-29');
    expect(nextDueAfterPayment('monthly', '2026-03-31')).toBe('2026-04-30');
    expect(nextDueAfterPayment('monthly', '2026-08-31')).toBe('2026-09-30');
  });

  it('moves a yearly expense one year on, Feb 29 to Feb 28', () => {
    expect(nextDueAfterPayment('yearly', '2026-12-28')).toBe('2027-12-28');
    expect(nextDueAfterPayment('yearly', '2028-02-29')).toBe('2029-02-28');
    expect(nextDueAfterPayment('yearly', '2027-02-28')).toBe('2028-02-28');
  });

  it('falls on the day the expense falls due on again after a shorter month', () => {
    // Due on the 31st: Jan 31 → Feb 28 → Mar 31 → Apr 30, not the 28th for ever.
    expect(nextDueAfterPayment('monthly', '2027-01-31', 31)).toBe('2027-02-28');
    expect(nextDueAfterPayment('monthly', '2027-02-28', 31)).toBe('2027-03-31');
    expect(nextDueAfterPayment('monthly', '2027-03-31', 31)).toBe('2027-04-30');
    expect(nextDueAfterPayment('monthly', '2027-04-30', 31)).toBe('2027-05-31');
    expect(nextDueAfterPayment('monthly', '2027-02-28', 30)).toBe('2027-03-30');
    expect(nextDueAfterPayment('monthly', '2027-03-15', 15)).toBe('2027-04-15');
  });

  it('moves a yearly expense due on Feb 29 to Feb 28 until the next leap year', () => {
    expect(nextDueAfterPayment('yearly', '2028-02-29', 29)).toBe('2029-02-28');
    expect(nextDueAfterPayment('yearly', '2029-02-28', 29)).toBe('2030-02-28');
    expect(nextDueAfterPayment('yearly', '2031-02-28', 29)).toBe('2032-02-29');
  });
});

describe('canMarkPaid', () => {
  const today = '2026-11-29';
  const monthly = (next_due_date: string | null) => ({
    frequency: 'monthly' as const,
    next_due_date,
  });

  it('offers it for an overdue expense and one due within the week', () => {
    expect(canMarkPaid(monthly('2026-11-01'), today)).toBe(true);
    expect(canMarkPaid(monthly('2026-11-29'), today)).toBe(true);
    expect(canMarkPaid(monthly('2026-12-06'), today)).toBe(true);
    expect(canMarkPaid({ frequency: 'yearly', next_due_date: '2026-11-01' }, today)).toBe(true);
  });

  it('does not for one due later or without a due date', () => {
    expect(canMarkPaid(monthly('2026-12-07'), today)).toBe(false);
    expect(canMarkPaid(monthly(null), today)).toBe(false);
  });

  it('never does for a one-time expense, whose date is the only record of its payment', () => {
    expect(canMarkPaid({ frequency: 'one-time', next_due_date: '2026-11-01' }, today)).toBe(false);
    expect(canMarkPaid({ frequency: 'one-time', next_due_date: '2026-11-30' }, today)).toBe(false);
  });
});
