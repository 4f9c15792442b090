import type { Tx } from '../database.ts';
import { unknownColumn, unknownTable } from './errors.ts';

/** A column as the data API needs it: its name and its type (without typmod) for casts. */
export type Column = { name: string; type: string };

/** A table or view of schema public, read from the catalog inside the request's transaction. */
export type Relation = { name: string; columns: Map<string, Column>; primaryKey: string[] };

/** Quotes an identifier for SQL; only ever used on names already checked against the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The table's qualified, quoted SQL name. */
export function qualified(rel: Relation): string {
  return `public.${quoteIdent(rel.name)}`;
}

/** Returns the column or throws PostgREST's 400 42703 for a name the table does not have. */
export function columnOf(rel: Relation, name: string): Column {
  const column = rel.columns.get(name);
  if (!column) throw unknownColumn(rel.name, name);
  return column;
}

const relationSql = `
select c.relname as name,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null)) order by a.attnum)
    from pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns,
  coalesce((
    select json_agg(a.attname order by k.ord)
    from pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indrelid = c.oid and i.indisprimary
  ), '[]') as pk
from pg_class c
where c.relnamespace = 'public'::regnamespace and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

/**
 * Loads table `name` of schema public, or throws 404 PGRST205. Read per request (cheap on the
 * single PGlite connection) so tables created after start-up, e.g. by tests, are seen at once.
 */
export async function loadRelation(tx: Tx, name: string): Promise<Relation> {
  const { rows } = await tx.query<{ name: string; columns: Column[]; pk: string[] }>(relationSql, [
    name,
  ]);
  const row = rows[0];
  if (!row) throw unknownTable(name);
  return {
    name: row.name,
    columns: new Map(row.columns.map((c) => [c.name, c])),
    primaryKey: row.pk,
  };
}

/** Canonical name of a type a client asked to cast to (`select=col::text`), or null if unknown. */
export async function resolveType(tx: Tx, name: string): Promise<string | null> {
  if (!/^[a-z_][a-z0-9_ ]*(\[\])?$/i.test(name)) return null;
  const { rows } = await tx.query<{ t: string | null }>('select to_regtype($1)::text as t', [name]);
  return rows[0]?.t ?? null;
}
