import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it: each `{name}` of `template` (a text from the admin's
 * dictionaries, given without values) is replaced by `parts[name]`, e.g. a link inside a sentence
 * whose word order differs between languages.
 */
export function richText(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, index) =>
    // Odd pieces are placeholder names.
    index % 2 === 1 ? (
      <Fragment key={index}>{Object.hasOwn(parts, piece) ? parts[piece] : `{${piece}}`}</Fragment>
    ) : (
      piece
    ),
  );
}
