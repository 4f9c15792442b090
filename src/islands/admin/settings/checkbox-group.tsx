import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { touchTarget } from '../../../components/ui/button.tsx';
import { useFieldError } from '../editor/field-error.ts';

interface CheckboxGroupProps {
  /** The form path of the list of checked values, e.g. `single.payment_methods`. */
  name: string;
  legend: string;
  /** Hide the legend visually (it stays the group's accessible name). */
  hideLegend?: boolean;
  options: readonly { value: string; label: string; title?: string }[];
}

/** Checkboxes that together make a list value of the editor form, with the list's message. */
export function CheckboxGroup({ name, legend, hideLegend, options }: CheckboxGroupProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const fieldError = useFieldError();
  const error = fieldError(formState.errors, name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink-900'}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={option.value}
            title={option.title}
            // The label is the check box's target: a finger's 44 px below 1024 px
            // (docs/decisions.md#touch-targets-from-one-class).
            className={`inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-mist-300 bg-white px-2.5 text-sm has-checked:border-brand-600 has-checked:bg-mist-100 has-focus-visible:outline-3 has-focus-visible:outline-(--focus-ring) ${touchTarget}`}
          >
            <input
              type="checkbox"
              value={option.value}
              aria-label={option.title}
              className="size-4 accent-brand-600 focus-visible:outline-none"
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
