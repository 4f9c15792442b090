import { z } from '../../../lib/zod.ts';
import { normaliseAddOnPrice, priceIsAmount } from '../../../lib/content/price.ts';
import { addOnEntries, type AddOnRow } from '../../../lib/data/additional-services.ts';
import { additionalServiceSchema } from '../../../lib/schemas/additional-services.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';
import { usePlainHistoryText, type HistoryText } from '../editor/history-text.ts';
import { amountProblem, sharedPrice } from './add-on-price.ts';
import { serviceIconLabel } from './service-icons.ts';
import { drawableIconName } from '../editor/icon-set.ts';
import { fallbackIconName } from '../../../lib/content/icon-name.ts';

const rules = additionalServiceSchema.shape;

const serviceFields = z.object({
  name: rules.name,
  description: rules.description,
  /** The price in this language's words; used only when the price is worded (no amount). */
  price_label: z.string().trim(),
  is_active: rules.is_active,
});

// The icon is the same in both languages; the price is typed once when it is an amount: from
// `price` up to `price_to` for a range, both amounts in dollars.
const sharedFields = z.object({
  icon_name: drawableIconName(
    (icons, name) => icons.lucideIconName(name) !== undefined,
    'The site has no icon of that name. Choose a picture above, or type a Lucide icon name (lucide.dev/icons), such as fuel.',
  ),
  worded: z.boolean(),
  price: z.string().trim(),
  price_to: z.string().trim(),
});

type SharedValues = z.output<typeof sharedFields>;

/** The two amount fields of a stored amount or range ('45-60' → 45 and 60). */
function amountFields(price: string | undefined): { price: string; price_to: string } {
  const stored = price ? normaliseAddOnPrice(price) : null;
  if (!stored || !priceIsAmount(stored)) return { price: '', price_to: '' };
  const [low = '', high = ''] = stored.split('-');
  return { price: low, price_to: high };
}

/**
 * A service's History in the owner's words: its icon named as the card and the dialog's grid name
 * it, in the admin's language ('Spray can' / 'Aerosol'); an icon the grid has not by its name.
 */
function useServicesHistoryText(): HistoryText {
  const t = useMessages('services');
  return {
    ...usePlainHistoryText(),
    value: (_key, column, stored) =>
      column === 'icon_name' ? (serviceIconLabel(stored, t) ?? stored) : stored,
    adminWorded: ['icon_name'],
  };
}

/**
 * The Additional Services editor's form. An amount ('40') or range ('45-60') is typed once in the
 * shared part: the database copies it to the other language. A word label ('Additional Fee' /
 * 'Cargo adicional') is per-language wording the database never copies, so with "worded" on, each
 * language gets its own wording field and its own price.
 */
export const serviceForm: EntryFormConfig<AddOnRow> = {
  store: addOnEntries,
  noun: 'service',
  schema: serviceFields,
  useHistoryText: useServicesHistoryText,
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
      const problem = amountProblem(shared);
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['shared', problem[0]], message: problem[1] });
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
      // A new service starts with the icon the site draws for none (docs/product.md#editors).
      icon_name: row?.icon_name ?? fallbackIconName,
      worded: row ? !priceIsAmount(row.price) : false,
      ...amountFields(row?.price),
    }),
    toColumns: (values: SharedValues) =>
      values.worded ? {} : { price: sharedPrice(values) ?? values.price },
  },
};
