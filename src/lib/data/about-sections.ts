/** The About Section editor's data module: about cards per language, matched by `section_key`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One about_sections row. */
export type AboutRow = Tables<'about_sections'>;

/** List, save, add, delete and reorder about cards (both languages at once). */
export const aboutEntries = entryStore<AboutRow>(entryTable('about_sections'));
