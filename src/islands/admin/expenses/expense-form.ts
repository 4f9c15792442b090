import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { translate, type Translate } from '../../../i18n/admin/messages.ts';
import { money } from '../../../lib/content/price.ts';
import { Constants } from '../../../lib/database.types.ts';
import { expenseEntries, type Expense, type ExpenseValues } from '../../../lib/data/expenses.ts';
import { formatCents, parseCents } from '../../../lib/expenses/money.ts';
import { unlikelyAmount } from '../../../lib/expenses/unlikely-amount.ts';
import { expenseSchema } from '../../../lib/schemas/expenses.ts';
import { rowValues, type EntryFormConfig, type SaveQuestion } from '../editor/entry-form.ts';

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
 * The warning under the amount, as typed, when it is far above what the tracker's costs usually
 * are for its frequency ('Over $1,000 a month: check for an extra zero.'); undefined otherwise.
 */
export function amountWarning(
  t: Translate<'expenses'>,
  typed: string,
  frequency: Expense['frequency'],
): string | undefined {
  const limit = unlikelyAmount(typed, frequency);
  return limit === null ? undefined : t(`amountOver.${frequency}`, { limit: money(limit / 100) });
}

/**
 * Before an amount far above the usual is saved: 'Save $4,999,999,999.00 a month?'. Not asked
 * when the expense already has that amount and frequency (a later edit of its name).
 */
function amountQuestion(
  values: ExpenseValues,
  before: Expense | undefined,
): SaveQuestion | undefined {
  const { amount, frequency } = values;
  if (unlikelyAmount(amount, frequency) === null) return undefined;
  const cents = Math.round(amount * 100);
  if (before && parseCents(before.amount) === cents && before.frequency === frequency) {
    return undefined;
  }
  return {
    title: translate('expenses', `saveAmount.${frequency}`, { amount: formatCents(cents) }),
    description: translate('expenses', 'saveAmountDescription'),
    confirmLabel: translate('expenses', 'saveAnyway'),
    field: 'single.amount',
  };
}

/**
 * The expense dialog's form (docs/product.md#validation): name and amount required, amount a
 * decimal with at most two decimals, category Subscription and frequency monthly by default, the
 * rest optional; an amount far above the usual is asked about before it is saved
 * (docs/product.md#expense-tracking). Toasts are those of docs/product.md#messages, without detail.
 */
export const expenseForm: EntryFormConfig<Expense> = {
  store: expenseEntries,
  noun: 'Expense',
  // The Undo of an add says what it took back: '“Adobe” removed again'.
  entryName: (row) => row.name,
  // Failures as docs/product.md#messages words them, title only; successes follow from the noun.
  messages: {
    saveFailed: 'Failed to update expense',
    addFailed: 'Failed to add expense',
    deleteFailed: 'Failed to delete expense',
    failureDetail: false,
  },
  schema: expenseSchema,
  toValues: rowValues(expenseSchema, { category: 'Subscription', frequency: 'monthly' }),
  confirmSave: (output, entry) => amountQuestion(output.single as ExpenseValues, entry.rows.single),
};
