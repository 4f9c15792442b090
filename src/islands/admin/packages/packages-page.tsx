import { EntryListPage } from '../editor/entry-list-page.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { PackageCard } from './package-card.tsx';
import { packageForm } from './package-form.ts';

const prices = [
  ['price_sedan', 'Sedan price'],
  ['price_suv_2row', 'SUV 2-row price'],
  ['price_suv_3row', 'SUV 3-row price'],
] as const;

/**
 * /admin/packages: the three packages, edited with both languages side by side; the prices (typed
 * as amounts) and the photo once.
 */
export function PackagesPage() {
  return (
    <EntryListPage
      route="packages"
      config={packageForm}
      offers={[]}
      editTitle="Edit Service Package"
      dialogDescription="Prices and the photo are the same in both languages; everything else is written per language."
      empty="No packages yet. Seed the database first."
      listClassName="grid gap-4 xl:grid-cols-2"
      renderEntry={(entry, actions) => <PackageCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.title`} label="Title" lang={lang} />
          <TextField name={`${slot}.label`} label="Label" lang={lang} />
          <TextField name={`${slot}.description`} label="Description" rows={3} lang={lang} />
          <TextField name={`${slot}.duration`} label="Duration" lang={lang} />
          <TextField
            name={`${slot}.features`}
            label="Features"
            rows={6}
            lang={lang}
            hint="One feature per line; blank lines are dropped."
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
                label={label}
                inputMode="decimal"
                prefix="$"
                hint={column === 'price_sedan' ? 'In dollars, such as 195 or 19.50.' : undefined}
              />
            ))}
          </div>
          <ImageField name="shared.image_url" label="Photo" category="services" />
        </>
      )}
    />
  );
}
