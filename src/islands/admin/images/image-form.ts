import { z } from '../../../lib/zod.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { realAltText } from '../../../lib/content/carousel.ts';
import { imageEntries, type ImageRow } from '../../../lib/data/images.ts';
import { imageMetadataSchema, type ImageMetadata } from '../../../lib/schemas/images.ts';
import type { EntryFormConfig, EntryFormValues } from '../editor/entry-form.ts';
import { imageName } from './filter-images.ts';

// The file name rides along, unedited, so the alt texts can be checked against it.
const imageFields = imageMetadataSchema.extend({ file_name: z.string().nullable() });

type ImageValues = z.output<typeof imageFields>;

/**
 * The alt texts' rule beyond their schema: neither is the file name (docs/product.md#validation).
 * The values are named as AltTextFields names them (`single.alt_text`…).
 */
function refineAltTexts(values: EntryFormValues, ctx: z.RefinementCtx): void {
  const image = values.single as Partial<ImageValues> | undefined;
  for (const column of ['alt_text', 'alt_text_es'] as const) {
    const text = image?.[column]?.trim();
    if (text && !realAltText(text, image?.file_name ?? null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['single', column],
        message: 'is the file name: describe what the photo shows',
      });
    }
  }
}

/**
 * The 'Edit Image Metadata' form (docs/product.md#image-library) in the editor pattern: alt text
 * required and never the file name, its Spanish version optional (a Testimonials photo joins the
 * reviews carousel only with both), category and carousel position; saved with the conflict
 * check. Toasts are those of docs/product.md#messages.
 */
export const imageForm: EntryFormConfig<ImageRow> = {
  store: imageEntries,
  noun: 'image',
  // Named as its tile is, in the admin's language: 'The image “Red sedan” was not saved: …'.
  entryName: (row) => imageName(row, $adminLanguage.get()),
  messages: { saved: 'Image updated successfully', saveFailed: 'Error updating image' },
  schema: imageFields,
  toValues: (row) => ({
    alt_text: row?.alt_text ?? '',
    alt_text_es: row?.alt_text_es ?? '',
    category: row?.category ?? 'general',
    display_order: row?.display_order ?? 0,
    file_name: row?.file_name ?? null,
  }),
  toColumns: ({ file_name: _fileName, ...values }: ImageValues): ImageMetadata => values,
  refine: refineAltTexts,
};

/**
 * What an editor's picker asks of a photo before uploading it (docs/product.md#image-library): the
 * alt texts of the 'Edit Image Metadata' form, with its rules; the picker gives the category.
 */
export const uploadTextsSchema = z
  .object({
    single: imageFields.pick({ alt_text: true, alt_text_es: true, file_name: true }),
  })
  .superRefine(refineAltTexts);

/** The texts an upload is described with, as typed. */
export type UploadTexts = z.input<typeof uploadTextsSchema>;
