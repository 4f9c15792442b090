import type { z } from 'zod';
import type { Row } from './api-rows.ts';

/** Describes one row for error messages: its natural key columns when present. */
function describeRow(table: string, index: number, row: Row): string {
  const keys = ['key', 'language', 'package_type', 'service_key', 'section_key', 'faq_key'];
  const key = keys
    .filter((k) => typeof row[k] === 'string')
    .map((k) => `${k}=${String(row[k])}`)
    .join(', ');
  return `${table} row ${index + 1}${key ? ` (${key})` : ''}`;
}

/** Validates rows with a zod schema; throws an error naming table, row and field on failure. */
export function validateRows<S extends z.ZodType>(
  table: string,
  schema: S,
  rows: Row[],
): z.output<S>[] {
  return rows.map((row, index) => {
    const result = schema.safeParse(row);
    if (result.success) return result.data;
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
      .join('; ');
    throw new Error(
      `Invalid content in ${describeRow(table, index, row)}: ${problems}. Fix the row in the admin area or the database, then rebuild.`,
    );
  });
}
