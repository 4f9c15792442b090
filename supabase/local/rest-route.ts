import type { Database, JwtClaims } from './database.ts';
import { BodyTooLargeError, jsonBodyLimit, readBody, type Incoming, type Reply } from './http.ts';
import { RestError, errorResponse } from './rest/errors.ts';
import { handleRest } from './rest/handler.ts';

/**
 * Hands `/rest/v1/<path>` to the data API handler with the body read; a body over the backend's
 * one JSON limit is answered 413 PGRST413 in PostgREST's error shape.
 */
export async function routeRest(db: Database, claims: JwtClaims, req: Incoming): Promise<Reply> {
  let body: Buffer;
  try {
    body = await readBody(req.raw, jsonBodyLimit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    const tooLarge = new RestError(
      413,
      'PGRST413',
      `The request body is too large (more than ${jsonBodyLimit} bytes)`,
    );
    return errorResponse(tooLarge, claims.role, req.method === 'HEAD');
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return handleRest(db, claims, {
    method: req.method,
    path: req.path,
    search: req.search,
    headers,
    body,
  });
}
