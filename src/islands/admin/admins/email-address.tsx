import { Fragment } from 'react';

/**
 * An e-mail address that breaks, when longer than its line, before its '@' or a '.' (or at a
 * hyphen), and mid-word only when a part alone is longer than the line: never 'example.co' above
 * 'm' (docs/decisions.md, "E-mail addresses break only where they must"). Copied, it is the
 * address as typed: `<wbr>` adds no character.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span translate="no" className="wrap-anywhere">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
