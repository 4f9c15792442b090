/**
 * The expense tracker's data module (docs/product.md#expense-tracking): list, add, update with a
 * conflict check, delete, and the Undo of an add (a checked delete) and of a delete (put back).
 *
 * Amounts: the column is numeric(12, 2). Reads cast it to text (`amount::text`), so an amount
 * reaches the page as the decimal string Postgres prints ('1234.50') and is summed in whole cents
 * (src/lib/expenses/money.ts), never as a float. Writes send the validated amount as a JSON number
 * (docs/product.md#expense-tracking, and the generated insert type): at most 10 + 2 digits, so the
 * number is the exact decimal it came from and Postgres stores exactly what was typed.
 */
import type { z } from 'zod';
import type { Tables } from '../database.types.ts';
import type { expenseSchema } from '../schemas/expenses.ts';
import { supabase } from '../supabase.ts';
import { translate } from '../../i18n/admin/messages.ts';
import { checkedDelete, checkedUpdate, type CheckedUpdate } from './checked-update.ts';
import { failureMessage } from './failure-message.ts';
import type { EditorStore } from './entries.ts';
import { rowEntries } from './row-entries.ts';

/** An expenses row as the tracker handles it: the amount is a decimal string ('12.50'). */
export type Expense = Omit<Tables<'expenses'>, 'amount'> & { amount: string };

/** The columns an expense form writes, as `expenseSchema` outputs them. */
export type ExpenseValues = z.output<typeof expenseSchema>;

const columns =
  'id, name, amount::text, category, frequency, next_due_date, due_day, description, vendor, created_at, updated_at';

/**
 * A failed read or write, with the service's message (the toasts of docs/product.md#messages show
 * no detail).
 */
export class ExpenseError extends Error {}

/** Every expense, by next due date (none last), then by name (docs/product.md#expense-tracking). */
export async function listExpenses(): Promise<Expense[]> {
  const { data, error } = await supabase
    .from('expenses')
    .select(columns)
    .order('next_due_date', { ascending: true, nullsFirst: false })
    .order('name', { ascending: true });
  if (error) throw new ExpenseError(error.message);
  return data;
}

/** Inserts a new expense and returns it as stored. */
export async function addExpense(values: ExpenseValues): Promise<Expense> {
  const { data, error } = await supabase.from('expenses').insert(values).select(columns).single();
  if (error) throw new ExpenseError(failureMessage(error));
  return data;
}

/**
 * Writes `values` over `before` unless someone changed or deleted it since it was read (see
 * CheckedUpdate); `updated_at` of `before` is the baseline.
 */
export function updateExpense(
  before: Pick<Expense, 'id' | 'updated_at'>,
  values: ExpenseValues,
): Promise<CheckedUpdate<Expense>> {
  return checkedUpdate<Expense>('expenses', { id: before.id }, before.updated_at, values, columns);
}

/**
 * Takes back an expense just added (the Undo of its add), `added` as the add stored it, unless it
 * was changed since (an edit or Mark paid in another tab: a conflict carrying that version) or is
 * gone already; resolves the expense deleted, or why nothing was (see CheckedUpdate).
 */
export function withdrawExpense(
  added: Pick<Expense, 'id' | 'updated_at'>,
): Promise<CheckedUpdate<Expense>> {
  return checkedDelete<Expense>('expenses', { id: added.id }, added.updated_at, columns);
}

/** Deletes an expense; fails when nothing was deleted (gone already, or refused). */
export async function deleteExpense(expense: Pick<Expense, 'id'>): Promise<void> {
  const { data, error } = await supabase
    .from('expenses')
    .delete()
    .eq('id', expense.id)
    .select('id');
  if (error) throw new ExpenseError(failureMessage(error));
  if (data.length === 0) throw new ExpenseError(translate('editor', 'nothingDeletedExpense'));
}

/**
 * Writes a deleted expense back as the page last read it, with its id and the time it was added
 * (the Undo of its delete: expenses keep no history, docs/product.md#expense-tracking). Written
 * twice (an Undo in another tab), the second is refused: the id is taken.
 */
export async function putBackExpense(expense: Expense): Promise<Expense> {
  const { amount, updated_at: _updated, ...rest } = expense;
  const { data, error } = await supabase
    .from('expenses')
    .insert({ ...rest, amount: Number(amount) })
    .select(columns)
    .single();
  if (error) throw new ExpenseError(failureMessage(error));
  return data;
}

/**
 * The tracker in the editor pattern (EntryDialog, useEntries): one entry per expense, keyed by
 * its id, in the list's order (next due date). Form values reach it validated by `expenseSchema`.
 */
export const expenseEntries: EditorStore<Expense> = rowEntries<Expense>({
  list: listExpenses,
  update: (before, values) => updateExpense(before, values as ExpenseValues),
  create: (values) => addExpense(values as ExpenseValues),
  remove: deleteExpense,
  withdraw: withdrawExpense,
  putBack: putBackExpense,
  fixedOrder: 'Expenses are ordered by their next due date.',
});
