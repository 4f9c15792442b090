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
          {/* Side by side where both names show whole (12rem each), else one under the other. */}
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1">
              <TextField name={`${name}.${index}.en`} label={t('areaEnglish')} lang="en" />
            </div>
            <div className="min-w-48 flex-1">
              <TextField name={`${name}.${index}.es`} label={t('areaSpanish')} lang="es" />
            </div>
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
