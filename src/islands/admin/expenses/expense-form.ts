import { Constants } from '../../../lib/database.types.ts';
import { expenseEntries, type Expense } from '../../../lib/data/expenses.ts';
import { expenseSchema } from '../../../lib/schemas/expenses.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

/** How the tracker names a frequency (the stored values are lower case). */
export const frequencyLabels: Record<Expense['frequency'], string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  'one-time': 'One-time',
};

/** The category choices, in the database's order (Subscription first, the default). */
export const categoryOptions = Constants.public.Enums.expense_category.map((value) => ({
  value,
  label: value,
}));

/** The frequency choices (monthly first, the default). */
export const frequencyOptions = Constants.public.Enums.expense_frequency.map((value) => ({
  value,
  label: frequencyLabels[value],
}));

/**
 * The expense dialog's form (docs/product.md#validation): name and amount required, amount a
 * decimal with at most two decimals, category Subscription and frequency monthly by default, the
 * rest optional. Toasts are those of docs/product.md#messages, without detail.
 */
export const expenseForm: EntryFormConfig<Expense> = {
  store: expenseEntries,
  noun: 'Expense',
  // Failures as docs/product.md#messages words them, title only; successes follow from the noun.
  messages: {
    saveFailed: 'Failed to update expense',
    addFailed: 'Failed to add expense',
    deleteFailed: 'Failed to delete expense',
    failureDetail: false,
  },
  schema: expenseSchema,
  toValues: rowValues(expenseSchema, { category: 'Subscription', frequency: 'monthly' }),
};
