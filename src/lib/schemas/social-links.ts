import { z } from '../zod.ts';
import { displayOrder, httpUrl, isActive, lineText, requiredText } from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/** A social_links row: one network's link in the footer (language independent). */
export const socialLinkSchema = z.object({
  platform: lineText,
  url: httpUrl,
  icon_name: requiredText,
  display_order: displayOrder,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type SocialLinkTableCheck = TableSchemaCheck<
  SchemaFitsTable<'social_links', typeof socialLinkSchema>
>;
