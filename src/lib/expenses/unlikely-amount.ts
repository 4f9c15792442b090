/**
 * An expense amount that is allowed but looks like a slip (docs/product.md#expense-tracking): the
 * tracker holds the running costs of the website and the business's software, which stay far
 * below $1,000 a month, so a larger amount is more likely a zero too many or a lost decimal point
 * (4999 for 49.99) than a real cost. The dialog warns under the amount and asks before saving.
 */
import type { Enums } from '../database.types.ts';
import { amountSchema } from '../schemas/expenses.ts';

/** Above these (in cents) an amount is asked about: $1,000 a month, and its year's worth. */
export const usualMostCents: Record<Enums<'expense_frequency'>, number> = {
  monthly: 100_000,
  yearly: 1_200_000,
  'one-time': 1_200_000,
};

/**
 * The limit (in cents) that an amount, as typed ('4999999999', '$1,200.50', '19,99') or as the
 * form's number, is over for `frequency`; null when it is not over it or is no amount (its field's
 * own check speaks).
 */
export function unlikelyAmount(
  typed: string | number,
  frequency: Enums<'expense_frequency'>,
): number | null {
  const amount = amountSchema.safeParse(String(typed));
  if (!amount.success) return null;
  const limit = usualMostCents[frequency];
  return Math.round(amount.data * 100) > limit ? limit : null;
}
