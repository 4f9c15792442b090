import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { inputLook } from './field-frame.tsx';

/** One choice of a select: the value it stands for and what the list shows. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface LabelledSelectProps<Value extends string> {
  label: string;
  /** The label's look: above the select, beside it, or for screen readers only. */
  labelClassName: string;
  value: Value;
  onChange: (value: Value) => void;
  choices: readonly Choice<Value>[];
  /** A first choice, '' (e.g. 'All Categories'), before `choices`, for a filter. */
  allLabel?: string | undefined;
  /** The select's width: as wide as its column by default. */
  className?: string;
  disabled?: boolean;
}

/**
 * A select with its label, outside an editor form (a filter, a request's status); in a form,
 * SelectField draws one with its validation message.
 */
export function LabelledSelect<Value extends string>(props: LabelledSelectProps<Value>) {
  const { value, onChange } = props;
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={props.labelClassName}>
        {props.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        disabled={props.disabled}
        className={cn(inputLook, props.className ?? 'w-full')}
      >
        {props.allLabel === undefined ? null : <option value="">{props.allLabel}</option>}
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </>
  );
}
