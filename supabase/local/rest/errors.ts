import type { ApiRole } from '../database.ts';
import type { Reply } from '../http.ts';

/** PostgREST's error body: `{code, details, hint, message}`, always all four keys. */
export type RestErrorBody = {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
};

/** An error the data API answers with its own status and PostgREST code (PGRSTxxx or SQLSTATE). */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

/** 400 PGRST102: a JSON body that is empty, malformed or of the wrong shape. */
export function invalidJson(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

/** 400 PGRST100: a query parameter the grammar does not accept. */
export function badQuery(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** 400 42703 as Postgres words it; PostgREST passes the database's own error through. */
export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** 400 PGRST204: a payload or `columns=` key the table does not have. */
export function unknownPayloadColumn(table: string, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** 404 PGRST205: the table is not in schema public. */
export function unknownTable(table: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
  );
}

/** Shape of the errors PGlite throws (a Postgres ErrorResponse). */
type PgError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

function isPgError(error: unknown): error is PgError & { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as PgError).code === 'string';
}

/**
 * HTTP status for a SQLSTATE, after PostgREST's `mapSQLtoHTTP`
 * (docs/architecture.md#local-backend).
 */
export function statusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23505': 409,
    '23503': 409,
    '23P01': 409,
    // A protocol error on the in-process connection is our bug, not an outage: no client retries.
    '08P01': 500,
    '42P01': 404,
    '42883': 404,
    '42P17': 500,
    '25006': 405,
    P0001: 400,
  };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns anything thrown while serving a request into PostgREST's JSON error answer. */
export function errorResponse(error: unknown, role: ApiRole, head = false): Reply {
  let status: number;
  let body: RestErrorBody;
  if (error instanceof RestError) {
    status = error.status;
    body = { code: error.code, details: error.details, hint: error.hint, message: error.message };
  } else if (isPgError(error)) {
    status = statusForSqlState(error.code, role);
    body = {
      code: error.code,
      details: typeof error.detail === 'string' ? error.detail : null,
      hint: typeof error.hint === 'string' ? error.hint : null,
      message: typeof error.message === 'string' ? error.message : 'Database error',
    };
  } else {
    status = 500;
    const message = error instanceof Error ? error.message : String(error);
    body = { code: 'PGRSTX00', details: null, hint: null, message: `Unexpected error: ${message}` };
  }
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  return head ? { status, headers } : { status, headers, body: JSON.stringify(body) };
}
