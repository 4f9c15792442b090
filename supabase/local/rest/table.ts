import type { Tx } from '../database.ts';
import { columnOf, loadRelation, type Relation } from './catalog.ts';
import { Params, orderSql, readSql, selectList, whereSql } from './build-sql.ts';
import { RestError, invalidJson, unknownPayloadColumn } from './errors.ts';
import { allColumns, deleteSql, insertSql, updateSql, type Returning } from './mutate-sql.ts';
import type { ParsedQuery } from './parse-query.ts';
import { parseJsonBody, parseRangeHeader, preferenceApplied, type Preferences } from './request.ts';
import {
  checkSingular,
  contentRange,
  jsonType,
  objectType,
  readStatus,
  respond,
  toResult,
} from './respond.ts';
import type { Reply } from '../http.ts';
import { maxRows } from '../settings.ts';
import type { RestRequest } from './types.ts';

/** Everything a table request needs besides the transaction. */
export type TableCall = {
  req: RestRequest;
  table: string;
  query: ParsedQuery;
  prefs: Preferences;
  singular: boolean;
};

/** Serves GET/HEAD/POST/PATCH/DELETE on one table of schema public. */
export async function handleTable(tx: Tx, call: TableCall): Promise<Reply> {
  const rel = await loadRelation(tx, call.table);
  switch (call.req.method) {
    case 'GET':
    case 'HEAD':
      return read(tx, rel, call);
    case 'POST':
      return insert(tx, rel, call);
    case 'PATCH':
      return update(tx, rel, call);
    case 'DELETE':
      return remove(tx, rel, call);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${call.req.method}`);
  }
}

async function read(tx: Tx, rel: Relation, call: TableCall): Promise<Reply> {
  const { query, prefs, singular, req } = call;
  const params = new Params();
  const range = parseRangeHeader(req);
  const offset = (query.offset ?? 0) + (range?.offset ?? 0);
  const limits = [query.limit, range?.limit, maxRows].filter((n): n is number => n !== undefined);
  const sql = readSql(
    rel,
    {
      list: await selectList(tx, rel, query.select),
      where: whereSql(rel, query.where, params),
      order: orderSql(rel, query.order),
      limit: Math.min(...limits),
      offset,
      count: prefs.count,
      singular,
    },
    params,
  );
  const result = toResult((await tx.query(sql, params.values)).rows[0]);
  checkSingular(singular, result.pageTotal);
  const { status, range: contentRangeValue } = readStatus(offset, result);
  const headers = {
    'content-type': singular ? objectType : jsonType,
    'content-range': contentRangeValue,
    'preference-applied': preferenceApplied(prefs, false),
  };
  return respond(status, headers, result.body, req.method === 'HEAD');
}

/** `return=representation` rows (as selected) or nothing; headers-only is answered like minimal. */
async function returning(tx: Tx, rel: Relation, call: TableCall): Promise<Returning> {
  if (call.prefs.return !== 'representation') return null;
  return {
    list: await selectList(tx, rel, call.query.select, undefined, allColumns(rel)),
    singular: call.singular,
  };
}

function bodyObject(rel: Relation, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidJson();
  }
  for (const key of Object.keys(value))
    if (!rel.columns.has(key)) throw unknownPayloadColumn(rel.name, key);
  return value as Record<string, unknown>;
}

async function insert(tx: Tx, rel: Relation, call: TableCall): Promise<Reply> {
  const { query, prefs, req } = call;
  const payload = parseJsonBody(req.body);
  const many = Array.isArray(payload);
  const text = req.body.toString('utf8');
  const rowsJson = many ? text : `[${text}]`;
  const objects = (many ? payload : [payload]) as unknown[];
  let columns: string[];
  let rows: Record<string, unknown>[];
  if (query.columns) {
    for (const c of query.columns) if (!rel.columns.has(c)) throw unknownPayloadColumn(rel.name, c);
    columns = query.columns;
    rows = objects.map((o) => {
      if (typeof o !== 'object' || o === null || Array.isArray(o)) throw invalidJson();
      return o as Record<string, unknown>;
    });
  } else {
    rows = objects.map((o) => bodyObject(rel, o));
    columns = Object.keys(rows[0] ?? {});
    const same = rows.every(
      (r) => Object.keys(r).length === columns.length && columns.every((c) => Object.hasOwn(r, c)),
    );
    if (!same) throw invalidJson('All object keys must match');
  }
  const target = query.onConflict ?? rel.primaryKey;
  target.forEach((c) => columnOf(rel, c));
  const conflict =
    prefs.resolution && target.length > 0 ? { target, resolution: prefs.resolution } : undefined;
  const ret = await returning(tx, rel, call);
  const headers: Record<string, string | undefined> = {
    'preference-applied': preferenceApplied(prefs, true),
    'content-type': call.singular ? objectType : jsonType,
  };
  if (rows.length === 0) {
    headers['content-range'] = contentRange(1, 0, prefs.count ? 0 : null);
    return respond(prefs.resolution === 'merge' ? 200 : 201, headers, ret ? '[]' : null, false);
  }
  const params = new Params();
  const sql = insertSql(
    rel,
    { rows, rowsJson, columns, missingDefault: prefs.missingDefault, conflict, returning: ret },
    params,
  );
  const result = toResult((await tx.query(sql, params.values)).rows[0]);
  if (call.singular) checkSingular(true, result.pageTotal);
  headers['content-range'] = contentRange(1, 0, prefs.count ? result.pageTotal : null);
  const status = prefs.resolution === 'merge' && result.inserted === false ? 200 : 201;
  return respond(status, headers, ret ? result.body : null, false);
}

async function update(tx: Tx, rel: Relation, call: TableCall): Promise<Reply> {
  const body = bodyObject(rel, parseJsonBody(call.req.body));
  const params = new Params();
  const where = whereSql(rel, call.query.where, params);
  const ret = await returning(tx, rel, call);
  let result = { pageTotal: 0, total: null as number | null, body: ret ? '[]' : null };
  // An empty object changes nothing; PostgREST answers as if no row matched.
  const keys = Object.keys(body);
  if (keys.length > 0) {
    const sql = updateSql(rel, { keys, json: call.req.body.toString('utf8') }, where, ret, params);
    result = toResult((await tx.query(sql, params.values)).rows[0]);
  }
  return mutated(
    call,
    result,
    contentRange(0, result.pageTotal - 1, call.prefs.count ? result.pageTotal : null),
  );
}

async function remove(tx: Tx, rel: Relation, call: TableCall): Promise<Reply> {
  const params = new Params();
  const where = whereSql(rel, call.query.where, params);
  const ret = await returning(tx, rel, call);
  const result = toResult((await tx.query(deleteSql(rel, where, ret), params.values)).rows[0]);
  return mutated(call, result, contentRange(1, 0, call.prefs.count ? result.pageTotal : null));
}

function mutated(
  call: TableCall,
  result: { pageTotal: number; body: string | null },
  range: string,
): Reply {
  if (call.singular) checkSingular(true, result.pageTotal);
  const representation = call.prefs.return === 'representation';
  const headers = {
    'content-range': range,
    'preference-applied': preferenceApplied(call.prefs, true),
    'content-type': call.singular ? objectType : jsonType,
  };
  return respond(representation ? 200 : 204, headers, representation ? result.body : null, false);
}
