import { existsSync } from 'node:fs';
import type { Database, JwtClaims } from './database.ts';
import {
  BodyTooLargeError,
  json,
  jsonBodyLimit,
  readBody,
  type Incoming,
  type Reply,
} from './http.ts';
import type { RestRequest, RestResponse } from './rest/types.ts';

type RestHandler = (db: Database, claims: JwtClaims, req: RestRequest) => Promise<RestResponse>;

const handlerUrl = new URL('./rest/handler.ts', import.meta.url);

/** Loads the data API handler when it exists; until then every table is unknown (404). */
export async function loadRestHandler(): Promise<RestHandler> {
  if (existsSync(handlerUrl)) {
    const module = (await import(handlerUrl.href)) as { handleRest: RestHandler };
    return module.handleRest;
  }
  return async (_db, _claims, req) => ({
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      code: 'PGRST205',
      message: `Could not find the table 'public.${req.path}' in the schema cache`,
      details: null,
      hint: null,
    }),
  });
}

/** Hands `/rest/v1/<path>` to the data API handler with the body read (1 MB max). */
export async function routeRest(
  handler: RestHandler,
  db: Database,
  claims: JwtClaims,
  req: Incoming,
): Promise<Reply> {
  let body: Buffer;
  try {
    body = await readBody(req.raw, jsonBodyLimit);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return json(413, { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null });
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return handler(db, claims, {
    method: req.method,
    path: req.path,
    search: req.search,
    headers,
    body,
  });
}
