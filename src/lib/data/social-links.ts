/** The Social Links editor's data module: one row per link (no language column). */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One social_links row. */
export type SocialRow = Tables<'social_links'>;

/** List, save, add, delete and reorder social links (an entry is one row, keyed by its id). */
export const socialEntries = entryStore<SocialRow>(entryTable('social_links'));
