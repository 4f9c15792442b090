import { useFormContext, useWatch } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { TextField } from '../editor/text-field.tsx';

/** One language's price wording, shown only while the price is worded per language. */
export function PriceWordingField({ slot, lang }: { slot: string; lang: string | undefined }) {
  const t = useMessages('services');
  const { control } = useFormContext();
  const worded = Boolean(useWatch({ control, name: 'shared.worded' }));
  return worded ? (
    <TextField name={`${slot}.price_label`} label={t('priceWording')} lang={lang} />
  ) : null;
}
