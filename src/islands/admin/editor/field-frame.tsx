import type { ReactNode } from 'react';
import { touchTarget } from '../../../components/ui/button.tsx';
import { FieldWarning } from './field-warning.tsx';
import { YourText, useYourText } from './your-text.tsx';

interface FieldFrameProps {
  /** The control's id: the label points at it and the hint and error ids derive from it. */
  id: string;
  label: string;
  error?: string | undefined;
  /** Under the control, describing it: a text, or one with elements (PublishNowName). */
  hint?: ReactNode;
  /**
   * A doubt about the value as typed (a price far above the others): shown in amber under the
   * control, which it describes, without refusing the value as an error does.
   */
  warning?: string | undefined;
  /**
   * The form value's path (`en.question`), where the field offers back what the owner had typed
   * before 'Load their version' replaced it (your-text.tsx).
   */
  name?: string | undefined;
  /** The label's look, when it is not an editor field's (a request's note matches its status). */
  labelClassName?: string;
  /** Renders the control with the aria attributes it must carry. */
  children: (aria: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/**
 * Label, control, hint, warning, validation message and, after 'Load their version', the owner's
 * own text of one form field: they sit right under the control, which they describe
 * (aria-describedby), and an error marks it invalid (aria-invalid). Every editor field (text,
 * lines, image URL…) is drawn in one.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  warning,
  name,
  labelClassName = 'block text-sm font-medium text-ink-900',
  children,
}: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const yours = useYourText(name);
  const yoursId = yours ? `${id}-yours` : undefined;
  const describedBy = [hintId, warningId, errorId, yoursId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {warning && warningId ? <FieldWarning id={warningId} text={warning} /> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {yours && yoursId && name ? (
        <YourText id={yoursId} name={name} label={label} text={yours.text} />
      ) : null}
    </div>
  );
}

/**
 * The validation message of a group of fields (a fieldset: the image slot, a list of fields),
 * announced as it appears; nothing without one.
 */
export function GroupError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * The look of the admin's inputs, selects and text areas (editors, toolbars' filters), without a
 * width. One height, a button's (docs/product.md#admin-shell): an input is its 1.5rem line, 2 ×
 * 7px of padding and 2px of border, 40px, as tall as a button (`min-h-10`); a browser draws a
 * select's text its own way (Chromium's was 3px shorter than an input), so the same minimum holds
 * a select to it, and a search box, a select and a button beside each other in a toolbar line up.
 */
export const inputLook = `${touchTarget} block min-h-10 rounded-md border border-mist-300 bg-white px-3 py-[0.4375rem] text-base text-ink-900 shadow-xs focus-visible:border-brand-600 aria-invalid:border-red-700 disabled:opacity-60`;

/** An input, select or textarea as wide as its column. */
export const inputClass = `${inputLook} w-full`;
