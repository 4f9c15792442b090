import { imageEntries, type ImageRow } from '../../../lib/data/images.ts';
import { imageMetadataSchema, type ImageMetadata } from '../../../lib/schemas/images.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';

/**
 * The 'Edit Image Metadata' form (docs/product.md#image-library) in the editor pattern: alt text
 * required, its Spanish version optional (empty = the English one on /es/), category and carousel
 * position; saved with the conflict check. Toasts are those of docs/product.md#messages.
 */
export const imageForm: EntryFormConfig<ImageRow> = {
  store: imageEntries,
  noun: 'image',
  messages: { saved: 'Image updated successfully', saveFailed: 'Error updating image' },
  schema: imageMetadataSchema,
  toValues: (row) => ({
    alt_text: row?.alt_text ?? '',
    alt_text_es: row?.alt_text_es ?? '',
    category: row?.category ?? 'general',
    display_order: row?.display_order ?? 0,
  }),
  toColumns: (values: ImageMetadata) => values,
};
