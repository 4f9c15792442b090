import { useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';

/**
 * An add-on's price, in the part of the dialog both languages share: an amount typed once (and a
 * higher one for a range), or, with "Worded per language" on, no amount here and a wording field
 * in each language instead.
 */
export function PriceFields() {
  const { control } = useFormContext();
  const worded = Boolean(useWatch({ control, name: 'shared.worded' }));
  return (
    <div className="space-y-3">
      {worded ? null : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="shared.price"
            label="Price"
            inputMode="decimal"
            prefix="$"
            hint="In dollars, the same in both languages, such as 40."
          />
          <TextField
            name="shared.price_to"
            label="Up to (for a range)"
            inputMode="decimal"
            prefix="$"
            hint="Optional: 60 makes 45 a range, $45 – $60."
          />
        </div>
      )}
      <SwitchField name="shared.worded" label="Worded per language" />
      <p className="text-xs text-ink-600">
        {worded
          ? 'Each language words its price, such as Additional Fee and Cargo adicional.'
          : 'Switch on for a price in words (such as Additional Fee), written per language.'}
      </p>
    </div>
  );
}
