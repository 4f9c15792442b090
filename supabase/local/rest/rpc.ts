import type { Tx } from '../database.ts';
import { quoteIdent, type Relation } from './catalog.ts';
import { Params, bodySql, orderSql, selectList, whereSql } from './build-sql.ts';
import { RestError, invalidJson } from './errors.ts';
import { isReservedKey, parseQuery } from './parse-query.ts';
import { parseJsonBody } from './request.ts';
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

/** A function of schema public as the catalog describes it. */
type Routine = {
  name: string;
  args: { name: string; type: string }[];
  required: number;
  returnsSet: boolean;
  returnType: string;
  /** Returns rows (composite, `record` with OUT params, or `table(...)`) rather than a scalar. */
  returnsRows: boolean;
  outColumns: { name: string; type: string }[];
};

const routineSql = `
select p.proname as name, p.proretset as returns_set, format_type(p.prorettype, null) as return_type,
  t.typtype in ('c', 'p') and p.prorettype <> 'void'::regtype as returns_rows, p.pronargs as nargs,
  p.pronargdefaults as ndefaults,
  coalesce((
    select json_agg(json_build_object('name', coalesce(p.proargnames[k.i], ''), 'mode', coalesce(p.proargmodes[k.i], 'i'),
      'type', format_type(coalesce(p.proallargtypes[k.i], p.proargtypes[k.i - 1]), null)) order by k.i)
    from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) as k(i)
  ), '[]') as all_args,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'mode', 't', 'type', format_type(a.atttypid, null)) order by a.attnum)
    from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped
  ), '[]') as row_columns
from pg_proc p join pg_type t on t.oid = p.prorettype
where p.pronamespace = 'public'::regnamespace and p.proname = $1 and p.prokind = 'f'
order by p.oid`;

type RoutineRow = {
  name: string;
  returns_set: boolean;
  return_type: string;
  returns_rows: boolean;
  nargs: number;
  ndefaults: number;
  all_args: { name: string; mode: string; type: string }[];
  row_columns: { name: string; mode: string; type: string }[];
};

function toRoutine(row: RoutineRow): Routine {
  const args = row.all_args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outArgs = row.all_args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const outColumns = (outArgs.length ? outArgs : row.row_columns).map(({ name, type }) => ({
    name,
    type,
  }));
  return {
    name: row.name,
    args: args.map(({ name, type }) => ({ name, type })),
    required: row.nargs - row.ndefaults,
    returnsSet: row.returns_set,
    returnType: row.return_type,
    returnsRows: row.returns_rows,
    outColumns,
  };
}

/** Picks the overload whose argument names match the given keys, as PostgREST does. */
async function findRoutine(
  tx: Tx,
  name: string,
  keys: string[],
  extraKeysAllowed: boolean,
): Promise<{ routine: Routine; wholeBody: boolean }> {
  const { rows } = await tx.query<RoutineRow>(routineSql, [name]);
  const routines = rows.map(toRoutine);
  for (const routine of routines) {
    const names = routine.args.map((a) => a.name);
    const required = names.slice(0, routine.required);
    const known = extraKeysAllowed || keys.every((k) => names.includes(k));
    if (known && required.every((r) => keys.includes(r))) return { routine, wholeBody: false };
  }
  // A single unnamed json/jsonb parameter receives the whole body.
  for (const routine of routines) {
    const only = routine.args[0];
    if (routine.args.length === 1 && only && only.name === '' && /^jsonb?$/.test(only.type))
      return { routine, wholeBody: true };
  }
  const list = keys.join(', ');
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${list}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${list || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** Serves `GET|HEAD|POST /rpc/<fn>`: named JSON (or query string) arguments, PostgREST result shapes. */
export async function handleRpc(
  tx: Tx,
  req: RestRequest,
  name: string,
  singular: boolean,
): Promise<Reply> {
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (!read && req.method !== 'POST')
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  let args: Record<string, unknown> = {};
  if (read) {
    for (const [k, v] of req.search) if (!isReservedKey(k)) args[k] = v;
  } else if (req.body.length > 0) {
    const body = parseJsonBody(req.body);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidJson();
    args = body as Record<string, unknown>;
  }
  const { routine, wholeBody } = await findRoutine(tx, name, Object.keys(args), read);
  if (read)
    args = Object.fromEntries(
      Object.entries(args).filter(([k]) => routine.args.some((a) => a.name === k)),
    );
  const params = new Params();
  let jsonParam: string | undefined;
  const json = (): string => (jsonParam ??= params.add(JSON.stringify(args)));
  const fn = `public.${quoteIdent(routine.name)}`;
  let call: string;
  // Arguments are typed by json_to_record with the parameter types from the catalog.
  let source = '';
  if (wholeBody) {
    call = `${fn}(${json()}::${routine.args[0]?.type})`;
  } else {
    const given = routine.args.filter((a) => Object.hasOwn(args, a.name));
    call = `${fn}(${given.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;
    const defs = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
    if (given.length) source = `json_to_record(${json()}::json) as _a(${defs})`;
  }
  const from = source ? `from ${source}` : '';
  const fromCall = `from ${source ? `${source}, ` : ''}${call} as _f`;
  if (routine.returnType === 'void' && !routine.returnsSet) {
    await tx.query(`select ${call} ${from}`, params.values);
    return respond(204, {}, null, false);
  }
  const query = parseQuery(req.search, new Set(routine.args.map((a) => a.name)));
  const rel: Relation = {
    name: routine.name,
    columns: new Map(routine.outColumns.map((c) => [c.name, c])),
    primaryKey: [],
  };
  const rows = routine.returnsSet || routine.returnsRows;
  const where = rows ? whereSql(rel, query.where, params) : '';
  const order = rows ? orderSql(rel, query.order) : '';
  const limit = rows ? `limit ${params.add(Math.min(query.limit ?? maxRows, maxRows))}` : '';
  const offset = rows && query.offset ? `offset ${params.add(query.offset)}` : '';
  const one = singular || (!routine.returnsSet && routine.returnsRows);
  let sql: string;
  if (routine.returnsRows) {
    const list = await selectList(tx, rel, query.select);
    sql = `select count(_t) as page_total, ${bodySql(one)} as body
      from (select ${list} from (select _f.* ${fromCall}) _r ${where} ${order} ${limit} ${offset}) _t`;
  } else if (routine.returnsSet) {
    sql = `select count(_t) as page_total, ${one ? `coalesce((json_agg(_t.v) -> 0)::text, 'null')` : `coalesce(json_agg(_t.v), '[]')::text`} as body from (select _f as v ${fromCall} ${limit} ${offset}) _t`;
  } else {
    sql = `select 1 as page_total, to_json(${call})::text as body ${from}`;
  }
  const result = toResult((await tx.query(sql, params.values)).rows[0]);
  if (singular) checkSingular(true, result.pageTotal);
  const status = rows
    ? readStatus(query.offset ?? 0, result)
    : { status: 200, range: contentRange(0, 0, null) };
  const headers = {
    'content-type': singular ? objectType : jsonType,
    'content-range': status.range,
  };
  return respond(status.status, headers, result.body ?? 'null', req.method === 'HEAD');
}
