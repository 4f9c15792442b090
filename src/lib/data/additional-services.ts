/** The Additional Services editor's data module: add-ons per language, matched by `service_key`. */
import type { Tables } from '../database.types.ts';
import { addOnNames, type AddOnNames } from './add-on-names.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One additional_services row. */
export type AddOnRow = Tables<'additional_services'>;

/**
 * List, save, add, delete and reorder add-ons (both languages at once, an amount once: the
 * database keeps amounts equal across languages, while words are per-language wording).
 */
export const addOnEntries = entryStore<AddOnRow>(entryTable('additional_services'));

/**
 * Every add-on's names (switched-off ones too), to show a booking request's add-ons in the admin's
 * language (add-on-names.ts).
 */
export async function loadAddOnNames(): Promise<AddOnNames> {
  return addOnNames(await addOnEntries.list());
}
