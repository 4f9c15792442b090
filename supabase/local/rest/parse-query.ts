import { badQuery } from './errors.ts';
import { parseColumnName, parseFilter, parseLogic, type Condition } from './parse-filter.ts';
import { splitTopLevel, unquote } from './split.ts';

export type { Condition, Filter, Logic, Operator } from './parse-filter.ts';

/** One entry of `select=`: every column (`*`) or one column with an optional alias and cast. */
export type SelectItem =
  { star: true } | { star: false; column: string; alias?: string; cast?: string };

export type OrderTerm = { column: string; descending: boolean; nulls?: 'first' | 'last' };

/** Everything the query string says, parsed but not yet checked against the catalog. */
export type ParsedQuery = {
  select: SelectItem[] | null;
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
};

const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const logicKeys = new Set(['or', 'and', 'not.or', 'not.and']);

/** Most filters and select entries one request may carry; PostgREST has no limit, we stay sane. */
export const maxTerms = 100;

/** Parses the query string; `args` names keys that are RPC arguments rather than filters. */
export function parseQuery(
  search: URLSearchParams,
  args: ReadonlySet<string> = new Set(),
): ParsedQuery {
  const query: ParsedQuery = { select: null, where: [], order: [] };
  for (const [key, value] of search) {
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (key === 'columns') query.columns = parseNames('columns', value);
    else if (key === 'on_conflict') query.onConflict = parseNames('on_conflict', value);
    else if (logicKeys.has(key)) query.where.push(parseLogic(key, value));
    else if (!args.has(key)) query.where.push(parseFilter(parseColumnName(key), value));
  }
  const terms =
    query.where.reduce((n, c) => n + countTerms(c), 0) +
    (query.select?.length ?? 0) +
    query.order.length;
  if (terms > maxTerms)
    throw badQuery(`Too many filters, columns or order terms (${terms}; at most ${maxTerms})`);
  return query;
}

/** Whether a query string key is one of PostgREST's reserved words (not a filter). */
export function isReservedKey(key: string): boolean {
  return reserved.has(key) || logicKeys.has(key);
}

function countTerms(c: Condition): number {
  return c.kind === 'filter' ? 1 : c.children.reduce((n, child) => n + countTerms(child), 0);
}

function parseSelect(value: string): SelectItem[] {
  if (value.trim() === '') return [{ star: true }];
  return splitTopLevel(value, 'select').map((raw) => {
    const item = raw.trim();
    if (item === '*') return { star: true };
    if (/[()]/.test(item) || item.startsWith('...')) {
      throw badQuery(
        `Embedded resources are not supported by the local data API: "${item}"`,
        'Select plain columns of one table (e.g. select=id,title) and query related tables separately.',
      );
    }
    const castAt = item.lastIndexOf('::');
    const cast = castAt >= 0 ? item.slice(castAt + 2).trim() : undefined;
    const rest = castAt >= 0 ? item.slice(0, castAt) : item;
    const colon = rest.search(/:(?!:)/);
    const alias = colon >= 0 ? unquote(rest.slice(0, colon).trim()) : undefined;
    const column = parseColumnName(colon >= 0 ? rest.slice(colon + 1) : rest);
    if (cast === '' || alias === '') throw badQuery(`failed to parse select parameter (${value})`);
    return { star: false, column, alias, cast };
  });
}

function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value, 'order').map((raw) => {
    const parts = raw.trim().split('.');
    const term: OrderTerm = { column: parseColumnName(parts.shift() ?? ''), descending: false };
    for (const part of parts) {
      if (part === 'asc' || part === 'desc') term.descending = part === 'desc';
      else if (part === 'nullsfirst' || part === 'nullslast')
        term.nulls = part === 'nullsfirst' ? 'first' : 'last';
      else
        throw badQuery(
          `failed to parse order (${value})`,
          `Unexpected "${part}"; expected asc, desc, nullsfirst or nullslast`,
        );
    }
    return term;
  });
}

function parseCount(key: string, value: string): number {
  if (!/^\d{1,15}$/.test(value.trim()))
    throw badQuery(`failed to parse ${key} parameter (${value})`);
  return Number(value.trim());
}

function parseNames(key: string, value: string): string[] {
  const names = splitTopLevel(value, key).map((n) => unquote(n.trim()));
  if (names.some((n) => n === '')) throw badQuery(`failed to parse ${key} parameter (${value})`);
  return names;
}
