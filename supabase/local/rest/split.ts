import { badQuery } from './errors.ts';

/**
 * Splits on commas that are neither inside double quotes nor inside parentheses, as PostgREST's
 * grammar does for `select`, `order`, `in.(…)` and `or=(…)`. Quotes are kept for `unquote`.
 */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw badQuery(`failed to parse ${what} (${text})`, 'Unbalanced parentheses');
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0)
    throw badQuery(`failed to parse ${what} (${text})`, 'Unbalanced quotes or parentheses');
  parts.push(text.slice(start));
  return parts;
}

/** Removes surrounding double quotes and the backslash escapes inside them. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}
