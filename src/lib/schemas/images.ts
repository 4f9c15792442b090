import { z } from '../zod.ts';
import {
  displayOrder,
  httpUrl,
  imageCategorySchema,
  lineText,
  optionalLine,
  optionalText,
  requiredText,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * An images row: a file of the site-images bucket (key = storage path) with the name it was
 * uploaded under; its alt texts (empty = none written yet) and carousel position.
 */
export const imageSchema = z.object({
  url: httpUrl,
  key: requiredText,
  file_name: optionalText.default(null),
  category: imageCategorySchema,
  alt_text: optionalText.default(null),
  alt_text_es: optionalText.default(null),
  display_order: displayOrder.default(0),
});

/**
 * What the 'Edit Image Metadata' dialog changes (docs/product.md#image-library): the alt text,
 * required there, its Spanish version, each a line (the database checks the same,
 * docs/decisions.md#images-and-icons-have-a-length), the category and the carousel position.
 */
export const imageMetadataSchema = imageSchema
  .pick({ category: true, display_order: true })
  .extend({ alt_text: lineText, alt_text_es: optionalLine.default(null) });

/** The edited metadata, as the dialog saves it. */
export type ImageMetadata = z.output<typeof imageMetadataSchema>;

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type ImageTableCheck = TableSchemaCheck<SchemaFitsTable<'images', typeof imageSchema>>;
