import { useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';

/**
 * An add-on's price, in the part of the dialog both languages share: an amount typed once, or,
 * with "Worded per language" on, no amount here and a wording field in each language instead.
 */
export function PriceFields() {
  const { control } = useFormContext();
  const worded = Boolean(useWatch({ control, name: 'shared.worded' }));
  return (
    <div className="space-y-3">
      {worded ? null : (
        <TextField
          name="shared.price"
          label="Price"
          hint="An amount, such as $40 or $45-$60: the same in both languages."
        />
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
