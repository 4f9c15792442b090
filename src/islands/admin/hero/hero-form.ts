import { heroEntries, type HeroRow } from '../../../lib/data/hero-content.ts';
import { heroContentSchema } from '../../../lib/schemas/hero-content.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

const heroFields = heroContentSchema.omit({ language: true });

/** The hero editor's form: every text, the background image and Active, per language. */
export const heroForm: EntryFormConfig<HeroRow> = {
  store: heroEntries,
  noun: 'hero content',
  schema: heroFields,
  toValues: rowValues(heroFields, { background_image_url: null, is_active: true }),
};
