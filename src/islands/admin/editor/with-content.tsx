import type { ReactNode } from 'react';

const mark = '\u0001';

/**
 * A text of the admin with owner content in it ('Edit “{label}”'): the content in a
 * `translate="no"` span, since it is not the admin's language to translate (and the Spanish leak
 * scan skips it, docs/architecture.md#admin-language). `text` gives the text for a content.
 */
export function withContent(text: (content: string) => string, content: string): ReactNode {
  const [before, after] = aroundContent(text);
  return (
    <>
      {before}
      <span translate="no">{content}</span>
      {after}
    </>
  );
}

/**
 * What `text` says before and after a content, for a content its caller marks up itself
 * (`'“{name}”'` gives `['“', '”']`; in Spanish `'«{name}»'`, `['«', '»']`).
 */
export function aroundContent(text: (content: string) => string): [string, string] {
  const [before = '', after = ''] = text(mark).split(mark);
  return [before, after];
}
