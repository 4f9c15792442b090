import { z } from '../zod.ts';
import { plainAmount } from '../content/price.ts';
import {
  expenseCategorySchema,
  expenseFrequencySchema,
  lineText,
  optionalLine,
  optionalParagraph,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * An amount of money as typed in the form: a decimal string with at most two decimals ('12',
 * '12.5', '12.50'), not negative, sent to the numeric(12, 2) column as a number. It is read as a
 * price is (src/lib/content/price.ts): a '$' before it and commas between thousands, as a bill
 * writes it ('$1,200.50'), are dropped, and a decimal comma, as Spanish writes cents ('19,99',
 * '1.200,50'), is read as the point. An empty one is 'is required', as any required field, not
 * the format's message.
 */
export const amountSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required', abort: true })
  // As a price is written: '$1,200.50' → '1200.50', '19,99' → '19.99'; anything else is left
  // for the check below.
  .transform((text) => plainAmount(text) ?? text)
  .pipe(
    z
      .string()
      .regex(
        /^\d{1,10}(\.\d{1,2})?$/,
        'must be an amount like 12.50: not negative, at most 10 digits before the point and 2 after',
      ),
  )
  .transform(Number);

/** A calendar date (YYYY-MM-DD); empty means none, stored as null. */
const optionalDate = z.union([z.iso.date(), z.literal('').transform(() => null), z.null()]);

/**
 * An expenses row: one cost of the business (admins only; docs/product.md#content,
 * docs/product.md#validation): its name and vendor a line of at most 200 characters, its
 * description a paragraph of at most 2,000, as site texts; the database checks the same.
 */
export const expenseSchema = z.object({
  name: lineText,
  amount: amountSchema,
  category: expenseCategorySchema,
  frequency: expenseFrequencySchema,
  next_due_date: optionalDate,
  description: optionalParagraph,
  vendor: optionalLine,
});

/**
 * Compile-time proof that the schema fits its table: `astro check` fails when they drift. The day
 * an expense falls due on (`due_day`) is the database's, from `next_due_date`
 * (docs/product.md#expense-tracking).
 */
export type ExpenseTableCheck = TableSchemaCheck<
  SchemaFitsTable<'expenses', typeof expenseSchema, 'due_day'>
>;
