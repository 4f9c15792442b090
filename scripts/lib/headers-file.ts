/**
 * Netlify's `_headers` file format: written by the build into the site folder, read back by the
 * local static server, matched against request paths the way Netlify matches them.
 */
import { createHash } from 'node:crypto';
import type { HeaderRule } from './site-headers.ts';

/** The `_headers` text of `rules`: each path on its own line, its headers indented below it. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    ),
  );
  return `# Written by the build (scripts/lib/site-headers.ts); Netlify and npm start apply it.\n${blocks.join('\n')}\n`;
}

/** The rules of a `_headers` text; throws on a line that is neither a path, a header nor a comment. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers line ${index + 1} is not a header: ${line}`);
    rule.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Whether a rule's path matches a request path: exactly, or as a prefix when it ends in `*`. */
export function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

/** The headers every matching rule gives `pathname` (a name in two rules: the values joined). */
export function headersForPath(rules: readonly HeaderRule[], pathname: string) {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((r) => pathMatches(r.for, pathname))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

/** Script types a browser runs; other `<script>` blocks (JSON-LD) are data, outside the CSP. */
const executable = /^(|module|text\/javascript|application\/javascript)$/i;

/** `'sha256-…'` CSP sources of the inline scripts of one HTML page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!executable.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
