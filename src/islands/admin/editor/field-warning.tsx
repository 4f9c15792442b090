import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef } from 'react';

/**
 * A field's warning (FieldFrame): amber, with an icon, under the control. One that appears at the
 * field being typed in is scrolled into view: the browser keeps the focused control above the
 * dialog's footer and a phone's keyboard, not what appears under it.
 */
export function FieldWarning({ id, text }: { id: string; text: string }) {
  const warning = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (warning.current?.parentElement?.contains(document.activeElement)) {
      warning.current.scrollIntoView({ block: 'nearest' });
    }
  }, [text]);
  return (
    <p
      ref={warning}
      id={id}
      className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1.5 text-sm text-amber-950"
    >
      <ExclamationTriangleIcon className="mt-px size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
