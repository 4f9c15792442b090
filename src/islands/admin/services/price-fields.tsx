import { useFormContext, useWatch } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { SwitchField } from '../editor/switch-field.tsx';
import { AmountFields } from '../editor/text-field.tsx';

/**
 * An add-on's price, in the part of the dialog both languages share: an amount typed once (and a
 * higher one for a range), or, with "Worded per language" on, no amount here and a wording field
 * in each language instead.
 */
export function PriceFields() {
  const t = useMessages('services');
  const { control } = useFormContext();
  const worded = Boolean(useWatch({ control, name: 'shared.worded' }));
  return (
    <div className="space-y-3">
      {worded ? null : (
        <AmountFields
          className="grid gap-3 sm:grid-cols-2"
          fields={[
            { name: 'shared.price', label: t('price'), hint: t('priceHint') },
            { name: 'shared.price_to', label: t('priceTo'), hint: t('priceToHint') },
          ]}
        />
      )}
      <SwitchField name="shared.worded" label={t('worded')} />
      <p className="text-xs text-ink-600">{t(worded ? 'wordedOn' : 'wordedOff')}</p>
    </div>
  );
}
