import { heroEntries, type HeroRow } from '../../../lib/data/hero-content.ts';
import { heroContentSchema } from '../../../lib/schemas/hero-content.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

const heroFields = heroContentSchema.omit({ language: true, background_image_url: true });

// The fact the database keeps equal across languages (the hero photo sync): picked once.
const sharedFields = heroContentSchema.pick({ background_image_url: true });

/** The hero editor's form: every text and Active per language; the background photo once. */
export const heroForm: EntryFormConfig<HeroRow> = {
  store: heroEntries,
  noun: 'hero content',
  schema: heroFields,
  toValues: rowValues(heroFields, { is_active: true }),
  shared: {
    schema: sharedFields,
    toValues: rowValues(sharedFields, { background_image_url: null }),
  },
};
