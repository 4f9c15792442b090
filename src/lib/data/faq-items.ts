/** The FAQ editor's data module: FAQ items per language, matched by `faq_key`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One faq_items row. */
export type FaqRow = Tables<'faq_items'>;

/** List, save, add, delete and reorder FAQ entries (both languages at once). */
export const faqEntries = entryStore<FaqRow>(entryTable('faq_items'));
