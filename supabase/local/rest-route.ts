import type { Database, JwtClaims } from './database.ts';
import { BodyTooLargeError, jsonBodyLimit, readBody, type Incoming, type Reply } from './http.ts';
import { RestError, errorResponse } from './rest/errors.ts';
import { handleRest } from './rest/handler.ts';

/** Headers that name the client's address; only the gateway sets them. */
const clientAddressHeaders = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'forwarded'];

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
    if (clientAddressHeaders.includes(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // As the hosted gateway does, the client's address comes from the connection, never from the
  // client: the data API's per-client limits (booking requests) cannot be dodged by a forged header.
  headers['x-forwarded-for'] = req.raw.socket.remoteAddress;
  return handleRest(db, claims, {
    method: req.method,
    path: req.path,
    search: req.search,
    headers,
    body,
  });
}
