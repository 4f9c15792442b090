import type { z } from 'zod';
import { heroEntries, type HeroRow } from '../../../lib/data/hero-content.ts';
import { heroContentSchema } from '../../../lib/schemas/hero-content.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';

const heroFields = heroContentSchema.omit({ language: true });

/** The hero editor's form: every text, the background image and Active, per language. */
export const heroForm: EntryFormConfig<HeroRow> = {
  store: heroEntries,
  noun: 'hero content',
  messages: {
    saved: 'Hero content updated successfully',
    saveFailed: 'Error updating hero content',
  },
  schema: heroFields,
  toValues: (row) => ({
    title: row?.title ?? '',
    subtitle: row?.subtitle ?? '',
    description: row?.description ?? '',
    cta_primary_text: row?.cta_primary_text ?? '',
    cta_secondary_text: row?.cta_secondary_text ?? '',
    background_image_url: row?.background_image_url ?? null,
    is_active: row?.is_active ?? true,
  }),
  toColumns: (values: z.output<typeof heroFields>) => values,
};
