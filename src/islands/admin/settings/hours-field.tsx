import { useFormContext, useFormState } from 'react-hook-form';
import { weekDays } from '../../../lib/content/opening-hours.ts';
import { adminPages } from '../admin-nav.ts';
import { TextField } from '../editor/text-field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FieldList } from './field-list.tsx';
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
 * Once the hours differ from the saved ones: FAQ answers are free text the hours do not update,
 * so the owner is reminded to check them (docs/product.md#site-settings).
 */
function FaqReminder() {
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  if (!getFieldState(name, formState).isDirty) return null;
  return (
    <p role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      Your FAQ answers may mention your hours, and they do not change with this setting. After
      saving, check them in{' '}
      <a href={adminPages.faqs.path} className="font-medium underline">
        FAQs
      </a>
      .
    </p>
  );
}

/**
 * Opening hours as days and times: one row per time span with the days that have it (a day in
 * no row is closed). The footer text of both languages and the JSON-LD are made from it.
 */
export function HoursField() {
  return (
    <FieldList
      name={name}
      legend="Opening hours"
      intro="One row per opening time, with the days it applies to. Days in no row are shown as closed."
      itemLabel={(index) => `Opening time ${index + 1}`}
      newItem={newInterval}
      addLabel="Add opening time"
      renderItem={(index, removeButton) => (
        <>
          <CheckboxGroup name={`${name}.${index}.days`} legend="Days" options={dayOptions} />
          <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <TextField name={`${name}.${index}.opens`} label="Opens" type="time" />
            <TextField name={`${name}.${index}.closes`} label="Closes" type="time" />
            {removeButton}
          </div>
        </>
      )}
    >
      <HoursPreview />
      <FaqReminder />
    </FieldList>
  );
}
