import { useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldFrame, inputClass } from './field-frame.tsx';
import { useFieldError } from './field-error.ts';

interface TextFieldProps {
  /** The form value's path, e.g. `en.title` or `shared.price_sedan`. */
  name: string;
  label: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /**
   * No 'number': a focused number input changes its value when the wheel turns over it (Chromium),
   * so an owner scrolling a dialog could alter an amount unseen. Numbers are text with a keypad
   * (`inputMode`), checked by the form's rules.
   */
  type?: 'text' | 'url' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  hint?: ReactNode;
  /** A doubt about the value as typed, shown under it in amber; the value is still accepted. */
  warning?: string | undefined;
  /** The language of the text typed here (spell checking, screen reader voice). */
  lang?: string;
  /** The phone keypad to show: 'numeric' for whole numbers, 'decimal' for amounts. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url';
  /** The form value is the typed number (NaN when empty), not the text: a whole-number column. */
  valueAsNumber?: boolean;
  /** A sign shown before a one-line input, e.g. '$' before an amount the site writes with it. */
  prefix?: string;
}

/**
 * A text input (or text area) of the surrounding editor form: label and validation message next to
 * it. Reads the form from react-hook-form's context, so an editor only names its fields.
 */
export function TextField({
  name,
  label,
  rows,
  type = 'text',
  autoComplete,
  hint,
  warning,
  lang,
  inputMode,
  valueAsNumber,
  prefix,
}: TextFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const fieldError = useFieldError();
  const error = fieldError(formState.errors, name);
  return (
    <FieldFrame id={id} name={name} label={label} error={error} hint={hint} warning={warning}>
      {(aria) => {
        if (rows) {
          return (
            <textarea
              {...aria}
              rows={rows}
              lang={lang}
              className={inputClass}
              {...register(name)}
            />
          );
        }
        const input = (
          <input
            {...aria}
            type={type}
            autoComplete={autoComplete}
            lang={lang}
            inputMode={inputMode}
            className={inputClass}
            {...register(name, valueAsNumber ? { valueAsNumber } : undefined)}
          />
        );
        return prefix ? (
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="font-medium text-ink-700">
              {prefix}
            </span>
            {input}
          </span>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}

/** One amount of an AmountFields row. */
interface AmountField {
  name: string;
  label: string;
  hint?: string | undefined;
}

interface AmountFieldsProps {
  fields: AmountField[];
  className: string;
  /**
   * The warning of each amount as typed, in the fields' order (undefined for none): amounts that
   * are allowed but look like a slip, such as a package's prices out of order.
   */
  warnings?: (typed: string[]) => (string | undefined)[];
}

/**
 * Amounts of money typed as text, side by side: a decimal keypad, and the '$' the site writes
 * before each (a package's prices, an add-on's price range); their warnings follow the typing.
 */
export function AmountFields({ fields, className, warnings }: AmountFieldsProps) {
  const { control } = useFormContext();
  const typed: unknown[] = useWatch({ control, name: fields.map(({ name }) => name) });
  const shown = warnings?.(typed.map((value) => (typeof value === 'string' ? value : '')));
  return (
    <div className={className}>
      {fields.map(({ name, label, hint }, index) => (
        <TextField
          key={name}
          name={name}
          label={label}
          hint={hint}
          warning={shown?.[index]}
          inputMode="decimal"
          prefix="$"
        />
      ))}
    </div>
  );
}
