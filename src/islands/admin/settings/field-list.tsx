import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useFieldError } from '../editor/field-error.ts';
import { GroupError } from '../editor/field-frame.tsx';

interface FieldListProps {
  /** The form value's path of the list, e.g. `single.opening_hours`. */
  name: string;
  legend: string;
  /** What the list is for, under its legend. */
  intro: string;
  /** One item's accessible name, e.g. 'Opening time 2'. */
  itemLabel: (index: number) => string;
  /** Its remove button's accessible name, e.g. 'Remove opening time 2'. */
  removeLabel: (index: number) => string;
  /** The values of an added item. */
  newItem: () => Record<string, unknown>;
  addLabel: string;
  /** One item's fields, named `${name}.${index}.…`, and its remove button to place among them. */
  renderItem: (index: number, removeButton: ReactNode) => ReactNode;
  /** Shown after the list (a preview). */
  children?: ReactNode;
}

/**
 * A list of the settings form edited item by item: each item a named group with its fields and a
 * remove button (not for the last item), the list's own error, and an Add button.
 */
export function FieldList({
  name,
  legend,
  intro,
  itemLabel,
  removeLabel,
  ...props
}: FieldListProps) {
  const { control, formState } = useFormContext();
  const fieldError = useFieldError();
  const { fields, append, remove } = useFieldArray({ control, name });
  // Errors of the whole list (overlapping times) sit at `root` of a field array.
  const error = fieldError(formState.errors, `${name}.root`) ?? fieldError(formState.errors, name);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <p className="text-xs text-ink-600">{intro}</p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={itemLabel(index)}
          className="space-y-3 rounded-md border border-mist-200 p-3"
        >
          {props.renderItem(
            index,
            <Button
              variant="outline"
              size="icon"
              aria-label={removeLabel(index)}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <TrashIcon aria-hidden="true" />
            </Button>,
          )}
        </div>
      ))}
      <GroupError message={error} />
      <Button variant="outline" size="sm" onClick={() => append(props.newItem())}>
        <PlusIcon aria-hidden="true" />
        {props.addLabel}
      </Button>
      {props.children}
    </fieldset>
  );
}
