/** Package features are edited as text, one per line (docs/product.md#validation). */

/** The features of a text area: one per line, trimmed, blank lines dropped. */
export function parseFeatures(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The text area's text for a list of features: one per line. */
export function featuresToText(features: readonly string[] | undefined): string {
  return (features ?? []).join('\n');
}
