import type { Enums } from '../database.types.ts';
import { parseCents } from './money.ts';

/** What the totals need of an expense: its amount (a decimal string) and how often it is billed. */
export interface BilledAmount {
  amount: string;
  frequency: Enums<'expense_frequency'>;
}

/** The figures of the tracker's three cards, money in whole cents. */
export interface ExpenseTotals {
  /** Sum of the monthly expenses. */
  monthlyCents: number;
  /** Sum of the yearly expenses. */
  yearlyCents: number;
  /**
   * Monthly total × 12 + yearly total; one-time expenses are in neither
   * (docs/product.md#business-facts).
   */
  annualCents: number;
  /** Every tracked expense, one-time ones included (the table's row count). */
  activeCount: number;
}

/**
 * Monthly and annual totals and the count of tracked expenses (docs/product.md#expense-tracking,
 * docs/product.md#business-facts), exact to the cent.
 */
export function expenseTotals(expenses: readonly BilledAmount[]): ExpenseTotals {
  let monthlyCents = 0;
  let yearlyCents = 0;
  for (const { amount, frequency } of expenses) {
    if (frequency === 'monthly') monthlyCents += parseCents(amount);
    else if (frequency === 'yearly') yearlyCents += parseCents(amount);
  }
  return {
    monthlyCents,
    yearlyCents,
    annualCents: monthlyCents * 12 + yearlyCents,
    activeCount: expenses.length,
  };
}
