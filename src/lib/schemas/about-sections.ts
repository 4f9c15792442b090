import { z } from '../zod.ts';
import {
  displayOrder,
  isActive,
  languageSchema,
  lineText,
  paragraphText,
  requiredText,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * An about_sections row: one about card in one language (docs/product.md#content,
 * docs/product.md#validation).
 */
export const aboutSectionSchema = z.object({
  section_key: requiredText,
  title: lineText,
  description: paragraphText,
  emoji: requiredText,
  display_order: displayOrder,
  language: languageSchema,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type AboutSectionTableCheck = TableSchemaCheck<
  SchemaFitsTable<'about_sections', typeof aboutSectionSchema>
>;
