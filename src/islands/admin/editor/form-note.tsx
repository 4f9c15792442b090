import type { ReactNode } from 'react';

/**
 * A note under a field of an editor form: something the change typed there does not do by itself
 * (texts elsewhere that still say the old value), in blue, with links where to do it.
 */
export function FormNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      {children}
    </p>
  );
}
