import { z } from 'zod';
import { httpUrl, imageCategorySchema, requiredText } from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/** An images row: a file of the site-images bucket (key = storage path), alt text required. */
export const imageSchema = z.object({
  url: httpUrl,
  key: requiredText,
  category: imageCategorySchema,
  alt_text: requiredText,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type ImageTableCheck = TableSchemaCheck<SchemaFitsTable<'images', typeof imageSchema>>;
