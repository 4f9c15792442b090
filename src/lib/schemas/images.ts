import { z } from '../zod.ts';
import {
  displayOrder,
  httpUrl,
  imageCategorySchema,
  optionalText,
  requiredText,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * An images row: a file of the site-images bucket (key = storage path), alt text required; the
 * Spanish alt text (empty = the English one) and the carousel position are optional.
 */
export const imageSchema = z.object({
  url: httpUrl,
  key: requiredText,
  category: imageCategorySchema,
  alt_text: requiredText,
  alt_text_es: optionalText.default(null),
  display_order: displayOrder.default(0),
});

/**
 * What the 'Edit Image Metadata' dialog changes (alt_text and category,
 * docs/product.md#image-library).
 */
export const imageMetadataSchema = imageSchema.pick({
  alt_text: true,
  alt_text_es: true,
  category: true,
  display_order: true,
});

/** The edited metadata, as the dialog saves it. */
export type ImageMetadata = z.output<typeof imageMetadataSchema>;

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type ImageTableCheck = TableSchemaCheck<SchemaFitsTable<'images', typeof imageSchema>>;
