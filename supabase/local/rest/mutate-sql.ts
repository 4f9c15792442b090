import { qualified, quoteIdent, type Relation } from './catalog.ts';
import { bodySql, type Params } from './build-sql.ts';

/** What the statement hands back: nothing but a count (`return=minimal`) or the selected rows. */
export type Returning = { list: string; singular: boolean } | null;

export type InsertShape = {
  rows: Record<string, unknown>[];
  /** The rows as the client sent them (a JSON array), so numbers keep their full precision. */
  rowsJson: string;
  columns: string[];
  /** `Prefer: missing=default`: a key absent from one object takes the column default, not NULL. */
  missingDefault: boolean;
  conflict?: { target: string[]; resolution: 'merge' | 'ignore' };
  returning: Returning;
};

/** The whole-row alias the mutation statements give their table. */
const target = 'pgrst_t';

/**
 * INSERT (or upsert) of JSON objects. Each value is converted by `json_populate_record` against
 * the table's own row type, so Postgres parses arrays, json, numbers and timestamps exactly as
 * PostgREST's `json_populate_recordset` does; the JSON travels as one bind parameter.
 */
export function insertSql(rel: Relation, shape: InsertShape, params: Params): string {
  const table = qualified(rel);
  const cols = shape.columns.map(quoteIdent);
  let values: string;
  if (cols.length === 0) {
    values =
      shape.rows.length === 1
        ? 'default values'
        : `select from generate_series(1, ${params.add(shape.rows.length)})`;
  } else {
    const json = params.add(shape.rowsJson);
    const tuples = shape.rows.map((row, i) => {
      const cells = shape.columns.map((c) => {
        if (Object.hasOwn(row, c))
          return `(json_populate_record(null::${table}, ${json}::json -> ${i})).${quoteIdent(c)}`;
        return shape.missingDefault ? 'default' : 'null';
      });
      return `(${cells.join(', ')})`;
    });
    values = `(${cols.join(', ')}) values ${tuples.join(', ')}`;
  }
  let conflict = '';
  const merge = shape.conflict?.resolution === 'merge';
  if (shape.conflict) {
    const on = `on conflict (${shape.conflict.target.map(quoteIdent).join(', ')})`;
    const set = cols.map((c) => `${c} = excluded.${c}`).join(', ');
    conflict = merge && set ? `${on} do update set ${set}` : `${on} do nothing`;
  }
  // xmax = 0 marks a freshly inserted row: PostgREST answers 200 when an upsert only merged.
  const flag = merge ? `, (${target}.xmax = 0) as pgrst_inserted` : '';
  const statement = `insert into ${table} as ${target} ${values} ${conflict} ${returningSql(shape.returning)}${flag}`;
  return wrap(statement, shape.returning, merge);
}

/** UPDATE … SET each body key from the JSON object, for the rows the filters match. */
export function updateSql(
  rel: Relation,
  body: { keys: string[]; json: string },
  where: string,
  returning: Returning,
  params: Params,
): string {
  const table = qualified(rel);
  const json = params.add(body.json);
  const set = body.keys
    .map(
      (c) =>
        `${quoteIdent(c)} = (json_populate_record(null::${table}, ${json}::json)).${quoteIdent(c)}`,
    )
    .join(', ');
  return wrap(
    `update ${table} as ${target} set ${set} ${where} ${returningSql(returning)}`,
    returning,
    false,
  );
}

/** DELETE of the rows the filters match. */
export function deleteSql(rel: Relation, where: string, returning: Returning): string {
  return wrap(
    `delete from ${qualified(rel)} as ${target} ${where} ${returningSql(returning)}`,
    returning,
    false,
  );
}

/** The columns of `rel`, spelled out so `select=*` never picks up bookkeeping columns. */
export function allColumns(rel: Relation): string {
  return [...rel.columns.keys()].map(quoteIdent).join(', ');
}

function returningSql(returning: Returning): string {
  // RETURNING 1 reads no column, so an insert needs no SELECT policy unless rows are asked for.
  return returning ? `returning ${target}.*` : 'returning 1';
}

function wrap(statement: string, returning: Returning, flagged: boolean): string {
  const inserted = flagged ? '(select bool_or(pgrst_inserted) from pgrst_source)' : 'null::boolean';
  const body = returning
    ? `(select ${bodySql(returning.singular)} from (select ${returning.list} from pgrst_source) _t)`
    : 'null::text';
  return `with pgrst_source as (${statement})
    select (select count(*) from pgrst_source) as page_total, ${inserted} as inserted, ${body} as body`;
}
