import { z } from '../../../lib/zod.ts';
import {
  addOnEntries,
  priceIsAmount,
  type AddOnRow,
} from '../../../lib/data/additional-services.ts';
import { additionalServiceSchema } from '../../../lib/schemas/additional-services.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';
import { drawableIconName } from '../editor/icon-set.ts';

const rules = additionalServiceSchema.shape;

const serviceFields = z.object({
  name: rules.name,
  description: rules.description,
  /** The price in this language's words; used only when the price is worded (no amount). */
  price_label: z.string().trim(),
  is_active: rules.is_active,
});

// The icon is the same in both languages; the price is typed once when it is an amount.
const sharedFields = z.object({
  icon_name: drawableIconName(
    (icons, name) => icons.lucideIconName(name) !== undefined,
    'The site has no icon of that name. Use a Lucide icon name, such as Sparkles or spray-can.',
  ),
  worded: z.boolean(),
  price: z.string().trim(),
});

type SharedValues = z.output<typeof sharedFields>;

/**
 * The Additional Services editor's form. An amount ('$40', '$45-$60') is one shared field, written
 * once: the database copies it to the other language. A word label ('Additional Fee' / 'Cargo
 * adicional') is per-language wording the database never copies, so with "worded" on, each
 * language gets its own wording field and its own price.
 */
export const serviceForm: EntryFormConfig<AddOnRow> = {
  store: addOnEntries,
  noun: 'service',
  schema: serviceFields,
  toValues: (row) => ({
    name: row?.name ?? '',
    description: row?.description ?? '',
    price_label: row && !priceIsAmount(row.price) ? row.price : '',
    is_active: row?.is_active ?? true,
  }),
  toColumns: (
    { price_label, ...values }: z.output<typeof serviceFields>,
    shared: SharedValues,
  ) => ({
    ...values,
    icon_name: shared.icon_name,
    ...(shared.worded ? { price: price_label } : {}),
  }),
  refine(values, ctx) {
    const shared = values.shared as SharedValues;
    if (!shared.worded) {
      if (!priceIsAmount(shared.price)) {
        ctx.addIssue({
          code: 'custom',
          path: ['shared', 'price'],
          message: shared.price
            ? 'An amount needs a number, such as $40 or $45-$60. For words, switch on "Worded per language".'
            : 'is required',
        });
      }
      return;
    }
    for (const slot of ['en', 'es'] as const) {
      const label = (values[slot] as { price_label?: string } | undefined)?.price_label;
      if (label === undefined) continue;
      if (!label || priceIsAmount(label)) {
        ctx.addIssue({
          code: 'custom',
          path: [slot, 'price_label'],
          message: label
            ? 'Wording has no numbers; for an amount, switch off "Worded per language".'
            : 'is required',
        });
      }
    }
  },
  shared: {
    schema: sharedFields,
    toValues: (row) => ({
      icon_name: row?.icon_name ?? '',
      worded: row ? !priceIsAmount(row.price) : false,
      price: row && priceIsAmount(row.price) ? row.price : '',
    }),
    toColumns: (values: SharedValues) => (values.worded ? {} : { price: values.price }),
  },
};
