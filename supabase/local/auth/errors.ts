import { HttpError, json, type Reply } from '../http.ts';

/**
 * Every auth answer carries the API version header, so the client reads `code`
 * (docs/architecture.md#local-backend).
 */
export const apiVersionHeaders = { 'x-supabase-api-version': '2024-01-01' };

/** A GoTrue-style error: code in both `code` and `error_code`, text in `message` and `msg`. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  return json(
    status,
    { code, error_code: code, message, msg: message, ...extra },
    { ...apiVersionHeaders, 'x-sb-error-code': code },
  );
}

/** Throws `authError(...)` as an HttpError. */
export function failAuth(
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): never {
  throw new HttpError(authError(status, code, message, extra), message);
}

/** A successful auth JSON answer. */
export function authOk(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return json(status, body, { ...apiVersionHeaders, ...headers });
}
