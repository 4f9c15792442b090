import { badQuery } from './errors.ts';
import { splitTopLevel, unquote } from './split.ts';

export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'is' | 'like' | 'ilike';

/** `column=[not.]op.value`; `in` carries a list, every other operator a single text value. */
export type Filter = {
  kind: 'filter';
  column: string;
  negate: boolean;
  op: Operator;
  value: string | string[];
};

/** `or=(…)` / `and=(…)`, possibly negated and nested. */
export type Logic = { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

export type Condition = Filter | Logic;

const operators = new Set('eq neq gt gte lt lte in is like ilike'.split(' '));

/** A column name in the query string; quoted names are taken verbatim. */
export function parseColumnName(raw: string): string {
  const name = unquote(raw.trim());
  if (name === '') throw badQuery('Empty column name in query string');
  if (!raw.trim().startsWith('"') && /->|[.(),:]/.test(name)) {
    throw badQuery(
      `"${raw}" is not a column name: embedded resources and JSON paths are not supported by the local data API`,
    );
  }
  return name;
}

/** `op.value` or `not.op.value`, the right-hand side of `column=`. */
export function parseFilter(column: string, expression: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot >= 0 ? rest.slice(0, dot) : rest;
  if (!operators.has(op)) {
    throw badQuery(
      `failed to parse filter (${expression})`,
      `Unknown or unsupported operator "${op}"; supported: ${[...operators].join(', ')}`,
    );
  }
  const raw = dot >= 0 ? rest.slice(dot + 1) : '';
  return {
    kind: 'filter',
    column,
    negate,
    op: op as Operator,
    value: filterValue(op as Operator, raw, expression),
  };
}

function filterValue(op: Operator, raw: string, expression: string): string | string[] {
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')'))
      throw badQuery(`failed to parse filter (${expression})`);
    const inner = raw.slice(1, -1);
    return inner.trim() === ''
      ? []
      : [...new Set(splitTopLevel(inner, 'in').map((v) => unquote(v)))];
  }
  if (op === 'is') {
    const v = raw.toLowerCase();
    if (!['null', 'true', 'false', 'unknown'].includes(v)) {
      throw badQuery(
        `failed to parse filter (${expression})`,
        'is accepts null, true, false or unknown',
      );
    }
    return v;
  }
  if (op === 'like' || op === 'ilike') return raw.replaceAll('*', '%');
  return raw;
}

/** Deepest `or`/`and` nesting accepted; deeper trees would only exhaust the SQL parser's stack. */
const maxLogicDepth = 8;

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and its negated / nested forms. */
export function parseLogic(key: string, value: string, depth = 1): Logic {
  if (depth > maxLogicDepth)
    throw badQuery(`Logic trees may nest at most ${maxLogicDepth} levels deep`);
  const negate = key.startsWith('not.');
  const op = negate ? key.slice(4) : key;
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')'))
    throw badQuery(`failed to parse logic tree (${value})`);
  const children = splitTopLevel(v.slice(1, -1), 'logic tree').map((item) =>
    parseLogicItem(item.trim(), depth),
  );
  if (children.length === 0) throw badQuery(`failed to parse logic tree (${value})`);
  return { kind: 'logic', op: op as 'and' | 'or', negate, children };
}

function parseLogicItem(item: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(`${nested[1] ?? ''}${nested[2]}`, nested[3] ?? '', depth + 1);
  const dot = item.indexOf('.');
  if (dot <= 0) throw badQuery(`failed to parse logic tree item (${item})`);
  const filter = parseFilter(parseColumnName(item.slice(0, dot)), item.slice(dot + 1));
  if (typeof filter.value === 'string' && filter.op !== 'is') filter.value = unquote(filter.value);
  return filter;
}
