import { PlusIcon, TrashIcon } from '@heroicons/react/24/outline';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { weekDays } from '../../../lib/content/opening-hours.ts';
import { fieldError } from '../editor/field-error.ts';
import { TextField } from '../editor/text-field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { HoursPreview } from './hours-preview.tsx';
import { newInterval } from './settings-form.ts';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const dayOptions = weekDays.map((value, i) => ({
  value,
  label: dayNames[i]!.slice(0, 3),
  title: dayNames[i]!,
}));

const name = 'single.opening_hours';

/**
 * Opening hours as days and times: one row per time span with the days that have it (a day in
 * no row is closed). The footer text of both languages and the JSON-LD are made from it.
 */
export function HoursField() {
  const { control, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  // Errors of the whole list (overlapping times) sit at `root` of a field array.
  const error = fieldError(formState.errors, `${name}.root`) ?? fieldError(formState.errors, name);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink-900">Opening hours</legend>
      <p className="text-xs text-ink-600">
        One row per opening time, with the days it applies to. Days in no row are shown as closed.
      </p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          role="group"
          aria-label={`Opening time ${index + 1}`}
          className="space-y-3 rounded-md border border-mist-200 p-3"
        >
          <CheckboxGroup name={`${name}.${index}.days`} legend="Days" options={dayOptions} />
          <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <TextField name={`${name}.${index}.opens`} label="Opens" type="time" />
            <TextField name={`${name}.${index}.closes`} label="Closes" type="time" />
            <Button
              variant="outline"
              size="icon"
              aria-label={`Remove opening time ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <TrashIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => append(newInterval())}>
        <PlusIcon aria-hidden="true" />
        Add opening time
      </Button>
      <HoursPreview />
    </fieldset>
  );
}
