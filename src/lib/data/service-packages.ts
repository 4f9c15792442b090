/** The packages editor's data module: the three tiers per language, matched by `package_type`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';

/** One service_packages row. */
export type PackageRow = Tables<'service_packages'>;

/** The columns the database keeps equal across languages: the prices and the photo. */
export const packageSharedColumns = [
  'price_sedan',
  'price_suv_2row',
  'price_suv_3row',
  'image_url',
] as const;

/** List and save the packages (fixed tiers: no add, delete or reorder in the editor). */
export const packageEntries = entryStore<PackageRow>({
  table: 'service_packages',
  keyColumn: 'package_type',
  bilingual: true,
  ordered: true,
  sharedColumns: packageSharedColumns,
});
