/**
 * The expense tracker's data module (docs/product.md#expense-tracking): list, add, update with a
 * conflict check, delete.
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
import { checkedUpdate, type CheckedUpdate } from './checked-update.ts';
import type { EditorStore, Entry, Patch, SaveResult } from './entries.ts';

/** An expenses row as the tracker handles it: the amount is a decimal string ('12.50'). */
export type Expense = Omit<Tables<'expenses'>, 'amount'> & { amount: string };

/** The columns an expense form writes, as `expenseSchema` outputs them. */
export type ExpenseValues = z.output<typeof expenseSchema>;

const columns =
  'id, name, amount::text, category, frequency, next_due_date, description, vendor, created_at, updated_at';

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
  if (error) throw new ExpenseError(error.message);
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

/** Deletes an expense; fails when nothing was deleted (gone already, or refused). */
export async function deleteExpense(expense: Pick<Expense, 'id'>): Promise<void> {
  const { data, error } = await supabase
    .from('expenses')
    .delete()
    .eq('id', expense.id)
    .select('id');
  if (error) throw new ExpenseError(error.message);
  if (data.length === 0) {
    throw new ExpenseError(
      'Nothing was deleted: the expense is gone already, or the change was refused.',
    );
  }
}

/** What the editor pattern's save gets from a checked update of one expense. */
function asSaveResult(entry: Entry<Expense>, result: CheckedUpdate<Expense>): SaveResult<Expense> {
  const rows = entry.rows;
  if (result.ok) return { ok: true, rows: { single: result.row } };
  if (result.reason === 'conflict') {
    return { ok: false, reason: 'conflict', slot: 'single', current: result.current, rows };
  }
  if (result.reason === 'deleted') return { ok: false, reason: 'deleted', slot: 'single', rows };
  return { ok: false, reason: 'failed', slot: 'single', message: result.message, rows };
}

/**
 * The tracker in the editor pattern (EntryDialog, useEntries): one entry per expense, keyed by
 * its id, in the list's order (next due date). Form values reach it validated by `expenseSchema`.
 */
export const expenseEntries: EditorStore<Expense> = {
  slots: ['single'],
  async list() {
    const expenses = await listExpenses();
    return expenses.map((row, order) => ({ key: row.id, rows: { single: row }, order }));
  },
  async save(entry, values) {
    const before = entry.rows.single!;
    return asSaveResult(entry, await updateExpense(before, values.single as ExpenseValues));
  },
  async create(values) {
    return (await addExpense(values.single as ExpenseValues)).id;
  },
  async remove(entry) {
    await deleteExpense(entry.rows.single!);
  },
  move() {
    return Promise.reject(new ExpenseError('Expenses are ordered by their next due date.'));
  },
  async restore(before, after, columns) {
    const previous = before.rows.single as unknown as Patch;
    const values = Object.fromEntries(columns.map((column) => [column, previous[column]]));
    return asSaveResult(after, await updateExpense(after.rows.single!, values as ExpenseValues));
  },
};
