import { formatPrice } from '../../../lib/content/price.ts';
import { editorPage } from '../editor/entry-list-page.tsx';
import { SiteIcon } from '../editor/site-icon.tsx';
import { TextField } from '../editor/text-field.tsx';
import { PriceFields } from './price-fields.tsx';
import { PriceWordingField } from './price-wording-field.tsx';
import { serviceForm } from './service-form.ts';
import { ServiceIconField } from './service-icon-field.tsx';
import { serviceIconLabel } from './service-icons.ts';

/** /admin/services: the add-ons in both languages, with add, edit, reorder and delete. */
export const ServicesPage = editorPage('services', serviceForm, (t) => ({
  dialogDescription: t('dialogDescription'),
  // Its icon, drawn and named as the dialog's grid names it (a name typed by hand as typed), then
  // per language its name, description and price.
  card: {
    label: (row) => row.name,
    summary: (row) => {
      const icon = serviceIconLabel(row.icon_name, t);
      return (
        <span className="flex items-center gap-2 text-sm text-ink-700">
          <span className="flex size-9 items-center justify-center rounded-lg bg-mist-100 text-brand-700">
            <SiteIcon name={row.icon_name} className="size-5" />
          </span>
          {icon ? <span>{icon}</span> : <code translate="no">{row.icon_name}</code>}
        </span>
      );
    },
    renderRow: (row) => (
      <>
        <p className="font-semibold">{row.name}</p>
        <p className="text-sm whitespace-pre-line text-ink-700">{row.description}</p>
        <p className="text-sm font-semibold tabular-nums">{formatPrice(row.price)}</p>
      </>
    ),
  },
  renderLanguage: (slot, lang) => (
    <>
      <TextField name={`${slot}.name`} label={t('name')} lang={lang} />
      <TextField name={`${slot}.description`} label={t('description')} rows={3} lang={lang} />
      <PriceWordingField slot={slot} lang={lang} />
    </>
  ),
  renderShared: () => (
    <div className="space-y-4">
      <ServiceIconField />
      <PriceFields />
    </div>
  ),
}));
