import { RestError } from './errors.ts';
import type { Reply } from '../http.ts';

/** What one statement reported: rows in the page/affected, the total when counted, the JSON body. */
export type StatementResult = { pageTotal: number; total: number | null; body: string | null };

export const jsonType = 'application/json; charset=utf-8';
export const objectType = 'application/vnd.pgrst.object+json; charset=utf-8';

/**
 * 406 PGRST116 for `.single()` when the result is not exactly one row
 * (docs/architecture.md#local-backend).
 */
export function checkSingular(singular: boolean, rows: number): void {
  if (singular && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    );
  }
}

/** `Content-Range` as PostgREST renders it: `first-last` or `*`, then `/total` or `/*`. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/**
 * Status and `Content-Range` of a read (PostgREST `rangeStatusHeader`): 416 when the offset lies
 * beyond a counted total, 206 when a counted page holds fewer rows than the total, else 200.
 */
export function readStatus(
  offset: number,
  result: StatementResult,
): { status: number; range: string } {
  const upper = offset + result.pageTotal - 1;
  const range = contentRange(offset, upper, result.total);
  if (result.total === null) return { status: 200, range };
  if (offset > result.total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
    );
  }
  return { status: result.pageTotal < result.total ? 206 : 200, range };
}

/** Builds the response; HEAD and 204 carry no body. */
export function respond(
  status: number,
  headers: Record<string, string | undefined>,
  body: string | null,
  head: boolean,
): Reply {
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) clean[k] = v;
  if (head || status === 204 || body === null) {
    delete clean['content-type'];
    return { status, headers: clean };
  }
  return { status, headers: clean, body };
}

/** Normalises a statement's row (counts may arrive as number or bigint). */
export function toResult(
  row: Record<string, unknown> | undefined,
): StatementResult & { inserted: boolean | null } {
  const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  return {
    pageTotal: num(row?.page_total) ?? 0,
    total: num(row?.total),
    body: typeof row?.body === 'string' ? row.body : null,
    inserted: typeof row?.inserted === 'boolean' ? row.inserted : null,
  };
}
