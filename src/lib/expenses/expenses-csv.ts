import type { Enums } from '../database.types.ts';

/** The columns of an expense the CSV export writes. */
export interface CsvExpense {
  name: string;
  vendor: string | null;
  category: Enums<'expense_category'>;
  amount: string;
  frequency: Enums<'expense_frequency'>;
  next_due_date: string | null;
  description: string | null;
}

const header = ['Name', 'Vendor', 'Category', 'Amount', 'Frequency', 'Next Due', 'Description'];

/**
 * One CSV field: quoted, quotes doubled; a value a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe, so it stays text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The expense table as a CSV file for the accountant: UTF-8 with a byte-order mark (so Excel reads
 * accents right), CRLF line ends (RFC 4180), every field quoted; commas and line breaks are kept.
 * The same file in either admin language (English headers, stored values), so what reads it keeps
 * working whoever exports it (docs/product.md#expense-tracking).
 */
export function expensesCsv(expenses: readonly CsvExpense[]): string {
  const rows = expenses.map((e) => [
    e.name,
    e.vendor ?? '',
    e.category,
    e.amount,
    e.frequency,
    e.next_due_date ?? '',
    e.description ?? '',
  ]);
  const lines = [header, ...rows].map((fields) => fields.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
