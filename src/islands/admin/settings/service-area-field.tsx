import { useMessages } from '../../../i18n/admin/messages.ts';
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
  const t = useMessages('settings');
  const names = useMessages('settingNames');
  return (
    <FieldList
      name={name}
      legend={names('service_area')}
      intro={t('areasIntro')}
      itemLabel={(index) => t('area', { number: index + 1 })}
      removeLabel={(index) => t('removeArea', { number: index + 1 })}
      newItem={newArea}
      addLabel={t('addArea')}
      renderItem={(index, removeButton) => (
        <>
          <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
            <TextField name={`${name}.${index}.en`} label={t('areaEnglish')} lang="en" />
            <TextField name={`${name}.${index}.es`} label={t('areaSpanish')} lang="es" />
            {removeButton}
          </div>
          <TextField
            name={`${name}.${index}.towns`}
            label={t('towns')}
            rows={4}
            hint={t('townsHint')}
          />
        </>
      )}
    />
  );
}
