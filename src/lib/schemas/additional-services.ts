import { z } from '../zod.ts';
import {
  addOnPriceText,
  displayOrder,
  isActive,
  languageSchema,
  lineText,
  paragraphText,
  requiredText,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * An additional_services row: one add-on in one language; its price an amount, a range ('45-60')
 * or words ('Additional Fee').
 */
export const additionalServiceSchema = z.object({
  service_key: requiredText,
  name: lineText,
  description: paragraphText,
  price: addOnPriceText,
  icon_name: requiredText,
  language: languageSchema,
  display_order: displayOrder,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type AdditionalServiceTableCheck = TableSchemaCheck<
  SchemaFitsTable<'additional_services', typeof additionalServiceSchema>
>;
