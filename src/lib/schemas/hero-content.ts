import { z } from '../zod.ts';
import { isActive, languageSchema, lineText, optionalHttpUrl, paragraphText } from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * A hero_content row: the hero section's text in one language (docs/product.md#content,
 * docs/product.md#validation).
 */
export const heroContentSchema = z.object({
  language: languageSchema,
  title: lineText,
  subtitle: lineText,
  description: paragraphText,
  cta_primary_text: lineText,
  cta_secondary_text: lineText,
  background_image_url: optionalHttpUrl,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type HeroContentTableCheck = TableSchemaCheck<
  SchemaFitsTable<'hero_content', typeof heroContentSchema>
>;
