import { z } from '../zod.ts';
import {
  amountText,
  displayOrder,
  isActive,
  languageSchema,
  lineText,
  optionalHttpUrl,
  packageTypeSchema,
  paragraphText,
} from './fields.ts';
import type { SchemaFitsTable, TableSchemaCheck } from './table-check.ts';

/**
 * A service_packages row: one detailing package in one language (docs/product.md#content,
 * docs/product.md#validation).
 */
export const servicePackageSchema = z.object({
  package_type: packageTypeSchema,
  title: lineText,
  label: lineText,
  description: paragraphText,
  price_sedan: amountText,
  price_suv_2row: amountText,
  price_suv_3row: amountText,
  duration: lineText,
  features: z.array(lineText).min(1, 'needs at least one feature'),
  image_url: optionalHttpUrl,
  display_order: displayOrder,
  language: languageSchema,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type ServicePackageTableCheck = TableSchemaCheck<
  SchemaFitsTable<'service_packages', typeof servicePackageSchema>
>;
