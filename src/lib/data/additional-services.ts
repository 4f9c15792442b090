/** The Additional Services editor's data module: add-ons per language, matched by `service_key`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One additional_services row. */
export type AddOnRow = Tables<'additional_services'>;

/**
 * List, save, add, delete and reorder add-ons (both languages at once, an amount once: the
 * database keeps amounts equal across languages, while words are per-language wording).
 */
export const addOnEntries = entryStore<AddOnRow>(entryTable('additional_services'));
