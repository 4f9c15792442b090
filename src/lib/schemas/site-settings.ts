import { z } from '../zod.ts';
import { requiredText } from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * A site_settings row: a key and its text value. The value may be empty; settings holding
 * structured data are parsed by the landing's loader (src/lib/content/site-settings.ts).
 */
export const siteSettingSchema = z.object({
  key: requiredText,
  value: z.string(),
  category: requiredText,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type SiteSettingTableCheck = TableSchemaCheck<
  SchemaFitsTable<'site_settings', typeof siteSettingSchema>
>;
