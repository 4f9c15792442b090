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
 * A testimonials row: one review in one language, rated 1 to 5 (docs/product.md#validation,
 * docs/product.md#business-facts).
 */
export const testimonialSchema = z.object({
  testimonial_key: requiredText,
  author_name: lineText,
  content: paragraphText,
  rating: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5'),
  language: languageSchema,
  display_order: displayOrder,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type TestimonialTableCheck = TableSchemaCheck<
  SchemaFitsTable<'testimonials', typeof testimonialSchema>
>;
