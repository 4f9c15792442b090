import type { Tx } from '../database.ts';
import { columnOf, qualified, quoteIdent, resolveType, type Relation } from './catalog.ts';
import { badQuery } from './errors.ts';
import type { Condition, OrderTerm, SelectItem } from './parse-query.ts';

/** Collects bind values; SQL text only ever holds `$n`, catalog-checked identifiers and keywords. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/**
 * The select list for `select=`. `source` is how a column is reached: bare for reads, through the
 * `pgrst_row` record for mutations. Casts must name a known type; they are rendered canonically.
 */
export async function selectList(
  tx: Tx,
  rel: Relation,
  items: SelectItem[] | null,
  source: (column: string) => string = quoteIdent,
  star = '*',
): Promise<string> {
  if (!items) return star;
  const out: string[] = [];
  for (const item of items) {
    if (item.star) {
      out.push(star);
      continue;
    }
    const column = columnOf(rel, item.column);
    let expr = source(column.name);
    if (item.cast) {
      const type = await resolveType(tx, item.cast);
      if (!type) throw badQuery(`Unknown type "${item.cast}" in select cast`);
      expr = `(${expr})::${type}`;
    }
    out.push(`${expr} as ${quoteIdent(item.alias ?? column.name)}`);
  }
  return out.join(', ');
}

/** `where …` for the filters (empty string when there are none). */
export function whereSql(rel: Relation, conditions: Condition[], params: Params): string {
  if (conditions.length === 0) return '';
  return `where ${conditions.map((c) => conditionSql(rel, c, params)).join(' and ')}`;
}

function conditionSql(rel: Relation, c: Condition, params: Params): string {
  if (c.kind === 'logic') {
    const inner = c.children.map((child) => conditionSql(rel, child, params)).join(` ${c.op} `);
    return c.negate ? `not (${inner})` : `(${inner})`;
  }
  const column = columnOf(rel, c.column);
  const ref = quoteIdent(column.name);
  // The value arrives as text and is cast to the column's type, as PostgREST's unknown-typed
  // literals are: a value the type rejects fails with 22P02 (400), never reaches the SQL text.
  const typed = (value: string): string => `${params.add(value)}::text::${column.type}`;
  let sql: string;
  if (c.op === 'is') {
    sql = `${ref} is ${c.value as 'null' | 'true' | 'false' | 'unknown'}`;
  } else if (c.op === 'in') {
    const values = c.value as string[];
    sql = values.length === 0 ? 'false' : `${ref} in (${values.map(typed).join(', ')})`;
  } else if (c.op === 'like' || c.op === 'ilike') {
    sql = `${ref} ${c.op} ${params.add(c.value)}::text`;
  } else {
    sql = `${ref} ${comparison[c.op]} ${typed(c.value as string)}`;
  }
  return c.negate ? `not (${sql})` : sql;
}

/** `order by …` for `order=` (empty string when absent). */
export function orderSql(rel: Relation, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((t) => {
    const ref = quoteIdent(columnOf(rel, t.column).name);
    const nulls = t.nulls ? ` nulls ${t.nulls}` : '';
    return `${ref} ${t.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return `order by ${terms.join(', ')}`;
}

/** The JSON body expression over the rows of `_t`: an array, or the single object when asked. */
export function bodySql(singular: boolean): string {
  return singular
    ? `coalesce((json_agg(_t) -> 0)::text, 'null')`
    : `coalesce(json_agg(_t), '[]')::text`;
}

export type ReadShape = {
  list: string;
  where: string;
  order: string;
  limit?: number;
  offset?: number;
  count: boolean;
  singular: boolean;
};

/**
 * One statement returning `total` (when counted), `page_total` and `body`, shaped like
 * PostgREST's read query so Postgres renders every value as JSON itself.
 */
export function readSql(rel: Relation, shape: ReadShape, params: Params): string {
  const from = `from ${qualified(rel)} ${shape.where}`;
  const limit = shape.limit === undefined ? '' : `limit ${params.add(shape.limit)}`;
  const offset = shape.offset ? `offset ${params.add(shape.offset)}` : '';
  const total = shape.count ? `(select count(*) ${from})` : 'null::bigint';
  return `select ${total} as total, count(_t) as page_total, ${bodySql(shape.singular)} as body
    from (select ${shape.list} ${from} ${shape.order} ${limit} ${offset}) _t`;
}
