import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { PackageCard } from './package-card.tsx';
import { packageForm } from './package-form.ts';

const prices = [
  ['price_sedan', 'priceSedan'],
  ['price_suv_2row', 'priceSuv2'],
  ['price_suv_3row', 'priceSuv3'],
] as const;

/**
 * /admin/packages: the three packages, edited with both languages side by side; the prices (typed
 * as amounts) and the photo once.
 */
export function PackagesPage() {
  const t = useMessages('packages');
  // The image slot's texts load with the page, not when the dialog first shows it.
  useMessages('images');
  return (
    <EntryListPage
      route="packages"
      config={packageForm}
      offers={[]}
      editTitle={t('editTitle')}
      dialogDescription={t('dialogDescription')}
      empty={t('empty')}
      listClassName="grid gap-4 xl:grid-cols-2"
      renderEntry={(entry, actions) => <PackageCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.title`} label={t('title')} lang={lang} />
          <TextField name={`${slot}.label`} label={t('label')} lang={lang} />
          <TextField name={`${slot}.description`} label={t('description')} rows={3} lang={lang} />
          <TextField name={`${slot}.duration`} label={t('duration')} lang={lang} />
          <TextField
            name={`${slot}.features`}
            label={t('features')}
            rows={6}
            lang={lang}
            hint={t('featuresHint')}
          />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
      renderShared={() => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            {prices.map(([column, label]) => (
              <TextField
                key={column}
                name={`shared.${column}`}
                label={t(label)}
                inputMode="decimal"
                prefix="$"
                hint={column === 'price_sedan' ? t('priceHint') : undefined}
              />
            ))}
          </div>
          <ImageField name="shared.image_url" label={t('photo')} category="services" />
        </>
      )}
    />
  );
}
