import { Badge } from '../../../components/ui/badge.tsx';
import { formatPrice } from '../../../lib/content/price.ts';
import type { PackageRow } from '../../../lib/data/service-packages.ts';
import { editorPage } from '../editor/entry-list-page.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { AmountFields, TextField } from '../editor/text-field.tsx';
import { packageForm } from './package-form.ts';
import { priceWarnings } from './price-warnings.ts';
import { LandingTextsScope, TitleMentionsNote } from './title-mentions-note.tsx';

/**
 * Each price column, smallest vehicle first (the order price-warnings.ts checks), with its texts'
 * keys: the card's short name and the dialog's field.
 */
const prices = [
  ['price_sedan', 'sedan', 'priceSedan'],
  ['price_suv_2row', 'suv2', 'priceSuv2'],
  ['price_suv_3row', 'suv3', 'priceSuv3'],
] as const;

/**
 * /admin/packages: the three packages, edited with both languages side by side; the prices (typed
 * as amounts) and the photo once.
 */
export const PackagesPage = editorPage('packages', packageForm, (t) => ({
  offers: [],
  editTitle: t('editTitle'),
  dialogDescription: t('dialogDescription'),
  listClassName: 'grid gap-4 xl:grid-cols-2',
  // The image slot's texts load with the page, not when the dialog first shows it.
  alsoLoads: ['images'],
  // Type badge, prices once, and per language its Active badge, texts and features.
  card: {
    label: (row) => row.title,
    summary: (_, key) => (
      <Badge variant="secondary" className="capitalize">
        {t(key as NonNullable<PackageRow['package_type']>)}
      </Badge>
    ),
    details: (row) => (
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {prices.map(([column, label]) => (
          <div key={column} className="rounded-md bg-mist-50 p-2">
            <dt className="text-xs text-ink-700">{t(label)}</dt>
            <dd className="font-semibold">{formatPrice(row[column])}</dd>
          </div>
        ))}
      </dl>
    ),
    renderRow: (row) => (
      <>
        <p className="font-semibold">{row.title}</p>
        <p className="text-sm text-ink-700">{row.label}</p>
        <p className="mt-1 text-sm whitespace-pre-line">{row.description}</p>
        <ul className="mt-2 list-disc pl-5 text-sm">
          {row.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      </>
    ),
  },
  renderLanguage: (slot, lang, entry) => (
    <>
      <TextField name={`${slot}.title`} label={t('title')} lang={lang} />
      {slot === 'single' ? null : <TitleMentionsNote language={slot} packageKey={entry.key} />}
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
    </>
  ),
  // One read of the landing's texts for both titles' notes.
  fieldsScope: LandingTextsScope,
  renderShared: () => (
    <>
      <AmountFields
        className="grid gap-4 sm:grid-cols-3"
        fields={prices.map(([column, , label]) => ({
          name: `shared.${column}`,
          label: t(label),
          hint: column === 'price_sedan' ? t('priceHint') : undefined,
        }))}
        warnings={(typed) =>
          priceWarnings(typed).map(
            (warning) =>
              warning &&
              t(warning.kind === 'lower' ? 'priceLower' : 'priceExtraZero', {
                price: t(`thePrice.${prices[warning.than]![1]}`),
              }),
          )
        }
      />
      <ImageField
        name="shared.image_url"
        label={t('photo')}
        category="services"
        suggestFrom="title"
      />
    </>
  ),
}));
