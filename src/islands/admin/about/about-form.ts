import { z } from '../../../lib/zod.ts';
import { aboutEntries, type AboutRow } from '../../../lib/data/about-sections.ts';
import { aboutSectionSchema } from '../../../lib/schemas/about-sections.ts';
import { EMOJI_MAX, tooLong } from '../../../lib/schemas/text-length.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

const aboutFields = aboutSectionSchema.pick({ title: true, description: true, is_active: true });
// The emoji is the same picture in both languages: typed once, written to each, of at most
// EMOJI_MAX characters (docs/decisions.md#images-and-icons-have-a-length).
const sharedFields = z.object({
  emoji: aboutSectionSchema.shape.emoji.max(EMOJI_MAX, tooLong(EMOJI_MAX)),
});

/** The About Section editor's form: the emoji once; title, description and Active per language. */
export const aboutForm: EntryFormConfig<AboutRow> = {
  store: aboutEntries,
  noun: 'about card',
  // docs/product.md#messages words a save this way; the other toasts follow from the noun.
  messages: { saved: 'Section updated successfully', saveFailed: 'Error updating section' },
  schema: aboutFields,
  toValues: rowValues(aboutFields, { is_active: true }),
  toColumns: (values: z.output<typeof aboutFields>, shared: z.output<typeof sharedFields>) => ({
    ...values,
    emoji: shared.emoji,
  }),
  shared: {
    schema: sharedFields,
    toValues: rowValues(sharedFields),
    toColumns: () => ({}),
  },
};
