/** The hero editor's data module: one entry, the hero's English and Spanish rows. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One hero_content row. */
export type HeroRow = Tables<'hero_content'>;

/** List and save the hero (one entry with a row per language; no add, delete or order). */
export const heroEntries = entryStore<HeroRow>(entryTable('hero_content'));
