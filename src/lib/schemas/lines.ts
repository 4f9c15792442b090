/** Lists edited as text, one item per line: package features, the towns of an area served. */

/** The items of a text area: one per line, trimmed, blank lines dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The text area's text for a list: one item per line. */
export function linesToText(items: readonly string[] | undefined): string {
  return (items ?? []).join('\n');
}
