/** Lists edited as text, one item per line: package features, the towns of an area served. */

/**
 * A list marker a pasted list may start its lines with: a bullet ('•', '●', '▪', '◦', '‣', '∙',
 * '·', with or without a space), or '-', '*', '–', '—', '1.', '1)' followed by a space. The site
 * draws its own marks, so a kept one would show twice ('✓ • Hand wash').
 */
const listMarker = /^(?:[•●▪◦‣∙·]\s*|(?:[-*–—]|\d{1,2}[.)])\s+)/;

/**
 * The items of a text area: one per line, trimmed, list markers and blank lines dropped (a list
 * pasted from a document or another site).
 */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(listMarker, '').trim())
    .filter(Boolean);
}

/**
 * The towns of an area served: one per line, as parseLines reads them, or several on a line
 * divided by commas or semicolons ('Leesburg, Ashburn'); no town name holds either.
 */
export function parseTowns(text: string): string[] {
  return parseLines(text.replace(/[,;]/g, '\n'));
}

/** The text area's text for a list: one item per line. */
export function linesToText(items: readonly string[] | undefined): string {
  return (items ?? []).join('\n');
}
