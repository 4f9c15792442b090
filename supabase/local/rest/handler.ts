import type { Database, JwtClaims, Tx } from '../database.ts';
import { RestError, errorResponse } from './errors.ts';
import { parseQuery } from './parse-query.ts';
import { checkQueryLength, checkSchema, parsePrefer, wantsSingular } from './request.ts';
import { handleRpc } from './rpc.ts';
import { handleTable } from './table.ts';
import type { Reply } from '../http.ts';
import type { RestRequest } from './types.ts';

/** The part of the path naming a table or `rpc/<function>`, decoded; anything else is 404. */
function route(path: string): { table: string } | { rpc: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.replace(/^\/+|\/+$/g, ''));
  } catch {
    decoded = '';
  }
  const parts = decoded.split('/');
  if (parts.length === 1 && parts[0]) return { table: parts[0] };
  if (parts.length === 2 && parts[0] === 'rpc' && parts[1]) return { rpc: parts[1] };
  throw new RestError(404, 'PGRST125', `Invalid path specified in request URL: /${path}`);
}

/**
 * Transaction-local settings PostgREST sets before the main statement
 * (docs/architecture.md#local-backend).
 */
async function setRequestContext(tx: Tx, req: RestRequest, read: boolean): Promise<void> {
  if (read) await tx.exec('set transaction read only');
  await tx.query(
    `select set_config('search_path', 'public, extensions', true), set_config('request.method', $1, true),
      set_config('request.path', $2, true), set_config('request.headers', $3, true)`,
    [req.method, `/${req.path}`, JSON.stringify(req.headers)],
  );
}

/**
 * Serves one `/rest/v1/*` request with PostgREST semantics: one transaction as the JWT's role
 * (so row-level security decides), committed only when the answer is a success. Never throws:
 * every failure becomes PostgREST's JSON error with its HTTP status.
 */
export async function handleRest(
  db: Database,
  claims: JwtClaims,
  req: RestRequest,
): Promise<Reply> {
  const method = req.method.toUpperCase();
  const head = method === 'HEAD';
  try {
    const request = { ...req, method };
    checkQueryLength(request);
    checkSchema(request);
    const target = route(request.path);
    const prefs = parsePrefer(request.headers['prefer']);
    const singular = wantsSingular(request.headers['accept']);
    const read = method === 'GET' || method === 'HEAD';
    return await db.asRole(
      claims,
      async (tx) => {
        try {
          await setRequestContext(tx, request, read);
          if ('rpc' in target) return await handleRpc(tx, request, target.rpc, singular);
          const query = parseQuery(request.search);
          return await handleTable(tx, {
            req: request,
            table: target.table,
            query,
            prefs,
            singular,
          });
        } catch (error) {
          return errorResponse(error, claims.role, head);
        }
      },
      (response) => response.status < 400,
    );
  } catch (error) {
    return errorResponse(error, claims.role, head);
  }
}
