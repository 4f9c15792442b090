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

/** A faq_items row: one question and its answer in one language. */
export const faqItemSchema = z.object({
  faq_key: requiredText,
  question: lineText,
  answer: paragraphText,
  language: languageSchema,
  display_order: displayOrder,
  is_active: isActive,
});

/** Compile-time proof that the schema fits its table: `astro check` fails when they drift. */
export type FaqItemTableCheck = TableSchemaCheck<
  SchemaFitsTable<'faq_items', typeof faqItemSchema>
>;
