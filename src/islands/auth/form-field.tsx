import type { InputHTMLAttributes } from 'react';
import type { FieldBinding } from './use-auth-form.ts';

interface FormFieldProps {
  /** The input's id; the error's id is derived from it. */
  id: string;
  label: string;
  type: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete: string;
  /** The form's binding of the field (name, ref, validation events). */
  field: FieldBinding;
  /** The field's validation message, shown under it and announced with it. */
  error?: string;
}

/** A labelled text input whose validation message sits next to it (aria-invalid, aria-describedby). */
export function FormField({ id, label, type, autoComplete, field, error }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-md border border-mist-300 bg-white px-3 py-2 text-base text-ink-900 shadow-xs placeholder:text-ink-600 focus-visible:border-brand-600 aria-invalid:border-red-700"
        {...field}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
