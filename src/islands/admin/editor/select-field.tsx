import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, inputClass } from './field-frame.tsx';
import { useFieldError } from './field-error.ts';

interface SelectFieldProps {
  /** The form value's path, e.g. `single.category`. */
  name: string;
  label: string;
  /** The choices: the stored value and what the list shows for it. */
  options: readonly { value: string; label: string }[];
  hint?: string;
}

/** A select of the surrounding editor form, drawn like its text fields (label, message). */
export function SelectField({ name, label, options, hint }: SelectFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const fieldError = useFieldError();
  return (
    <FieldFrame id={id} label={label} error={fieldError(formState.errors, name)} hint={hint}>
      {(aria) => (
        <select {...aria} className={inputClass} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
