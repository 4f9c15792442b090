import { TextField } from '../editor/text-field.tsx';
import { FieldList } from './field-list.tsx';
import { newArea } from './settings-form.ts';

const name = 'single.service_area';

/**
 * The areas and towns served, in the order the site lists them: each area named in English and
 * Spanish, with its towns one per line. The footer, the service area section, the booking form's
 * area note and the JSON-LD of both pages all read this one list.
 */
export function ServiceAreaField() {
  return (
    <FieldList
      name={name}
      legend="Areas and towns served"
      intro="Shown in the footer and the service area section, and used by the booking form to tell a visitor whether they are in the area. Town names read the same in both languages; an area without towns is a city (Washington DC)."
      itemLabel={(index) => `Area ${index + 1}`}
      newItem={newArea}
      addLabel="Add area"
      renderItem={(index, removeButton) => (
        <>
          <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <TextField name={`${name}.${index}.en`} label="Area (English)" lang="en" />
            <TextField name={`${name}.${index}.es`} label="Area (Spanish)" lang="es" />
            {removeButton}
          </div>
          <TextField
            name={`${name}.${index}.towns`}
            label="Towns"
            rows={4}
            hint="One town per line."
          />
        </>
      )}
    />
  );
}
