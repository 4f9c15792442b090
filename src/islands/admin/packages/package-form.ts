import { z } from '../../../lib/zod.ts';
import { packageEntries, type PackageRow } from '../../../lib/data/service-packages.ts';
import { servicePackageSchema } from '../../../lib/schemas/service-packages.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';
import { linesToText, parseLines } from '../../../lib/schemas/lines.ts';

const rules = servicePackageSchema.shape;

const packageFields = z.object({
  title: rules.title,
  label: rules.label,
  description: rules.description,
  duration: rules.duration,
  // Typed one per line; blank lines are dropped before the table's rule (at least one) applies.
  features: z.string().transform(parseLines).pipe(rules.features),
  is_active: rules.is_active,
});

// Facts the database keeps equal across languages (price and photo sync): typed once.
const sharedFields = servicePackageSchema.pick({
  price_sedan: true,
  price_suv_2row: true,
  price_suv_3row: true,
  image_url: true,
});

const columnValues = rowValues(packageFields, { is_active: true });

/** The packages editor's form: texts, features and Active per language; prices and photo once. */
export const packageForm: EntryFormConfig<PackageRow> = {
  store: packageEntries,
  noun: 'package',
  schema: packageFields,
  toValues: (row) => ({ ...columnValues(row), features: linesToText(row?.features) }),
  shared: { schema: sharedFields, toValues: rowValues(sharedFields, { image_url: null }) },
};
