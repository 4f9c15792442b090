/** The Additional Services editor's data module: add-ons per language, matched by `service_key`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';

/** One additional_services row. */
export type AddOnRow = Tables<'additional_services'>;

/**
 * Whether an add-on price is an amount ('$40', '$45-$60'): the database keeps amounts equal across
 * languages (price sync), while a price without a digit ('Additional Fee') is per-language wording.
 */
export function priceIsAmount(price: string): boolean {
  return /\d/.test(price);
}

/** List, save, add, delete and reorder add-ons (both languages at once, an amount once). */
export const addOnEntries = entryStore<AddOnRow>({
  table: 'additional_services',
  keyColumn: 'service_key',
  nameColumn: 'name',
  bilingual: true,
  ordered: true,
  sharedColumns: ['price'],
  syncedWhen: (value) => priceIsAmount(String(value ?? '')),
});
