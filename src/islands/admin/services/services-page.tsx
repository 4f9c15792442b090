import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { IconGlyph } from '../editor/icon-glyph.tsx';
import { IconNameField } from '../editor/icon-name-field.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { PriceFields } from './price-fields.tsx';
import { PriceWordingField } from './price-wording-field.tsx';
import { ServiceCard } from './service-card.tsx';
import { serviceForm } from './service-form.ts';

/** /admin/services: the add-ons in both languages, with add, edit, reorder and delete. */
export function ServicesPage() {
  const t = useMessages('services');
  return (
    <EntryListPage
      route="services"
      config={serviceForm}
      dialogDescription={t('dialogDescription')}
      empty={t('empty')}
      renderEntry={(entry, actions) => <ServiceCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.name`} label={t('name')} lang={lang} />
          <TextField name={`${slot}.description`} label={t('description')} rows={3} lang={lang} />
          <PriceWordingField slot={slot} lang={lang} />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
      renderShared={() => (
        <div className="grid gap-4 md:grid-cols-2">
          <IconNameField
            name="shared.icon_name"
            hint={t('iconHint')}
            draw={(icons, value) =>
              icons.lucideIconName(value) ? <IconGlyph node={icons.lucideIcon(value)} /> : null
            }
          />
          <PriceFields />
        </div>
      )}
    />
  );
}
