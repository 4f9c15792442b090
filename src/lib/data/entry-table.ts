/**
 * The description of a content table that the entry pattern (entries.ts) works from, and the
 * helpers its reads and writes share.
 */
import type { PostgrestError } from '@supabase/supabase-js';
import type { Entry } from './entry-logic.ts';

/** Column values to write to one row. */
export type Patch = Record<string, unknown>;

/** What the pattern needs to know about a content table. */
export interface EntryTable {
  table:
    | 'hero_content'
    | 'service_packages'
    | 'additional_services'
    | 'about_sections'
    | 'testimonials'
    | 'faq_items'
    | 'social_links';
  /** The natural key column; null for the hero (one entry) and social links (key = row id). */
  keyColumn: string | null;
  /** The English column a new entry's key is made from (`question`, `name`…). */
  nameColumn?: string;
  /** False for social links, which have no language column. */
  bilingual: boolean;
  /** Whether rows have display_order (all but the hero). */
  ordered: boolean;
  /**
   * Columns the database keeps equal across languages (package and add-on prices): written once,
   * on the last row saved, whose price-sync trigger then copies them to the other language.
   */
  sharedColumns?: readonly string[];
}

/** The filter that selects every row of an entry: its natural key, or (social links) its row id. */
export function keyFilter(config: EntryTable, entry: Entry): { column: string; value: string } {
  return { column: config.keyColumn ?? 'id', value: entry.key };
}

/** The service's message for a failed request, or what to say when none came back. */
export function failureMessage(error: Pick<PostgrestError, 'message' | 'code'>): string {
  if (error.code === '42501') return error.message;
  if (/failed to fetch|network|load failed/i.test(error.message)) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  return error.message || 'Something went wrong.';
}
