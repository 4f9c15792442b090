import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import type { Translate } from '../../../i18n/admin/messages.ts';
import { Constants } from '../../../lib/database.types.ts';
import { expenseEntries, type Expense } from '../../../lib/data/expenses.ts';
import { expenseSchema } from '../../../lib/schemas/expenses.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

type Key = NamespaceKey<'expenses'>;

/** How the tracker names a frequency (the stored values are lower case). */
export const frequencyKeys: Record<Expense['frequency'], Key> = {
  monthly: 'monthly',
  yearly: 'yearly',
  'one-time': 'oneTime',
};

/** How the tracker names a category; the stored values are English names, kept in the CSV. */
export const categoryKeys: Record<Expense['category'], Key> = {
  Subscription: 'categorySubscription',
  Development: 'categoryDevelopment',
  Domain: 'categoryDomain',
  Email: 'categoryEmail',
  Software: 'categorySoftware',
  Marketing: 'categoryMarketing',
  Other: 'categoryOther',
};

/** The category choices, in the database's order (Subscription first, the default). */
export const categoryOptions = (t: Translate<'expenses'>) =>
  Constants.public.Enums.expense_category.map((value) => ({
    value,
    label: t(categoryKeys[value]),
  }));

/** The frequency choices (monthly first, the default). */
export const frequencyOptions = (t: Translate<'expenses'>) =>
  Constants.public.Enums.expense_frequency.map((value) => ({
    value,
    label: t(frequencyKeys[value]),
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
