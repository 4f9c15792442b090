import { z } from '../../../lib/zod.ts';
import { testimonialEntries, type TestimonialRow } from '../../../lib/data/testimonials.ts';
import { testimonialSchema } from '../../../lib/schemas/testimonials.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

const testimonialFields = testimonialSchema.pick({ content: true, is_active: true });
// The author and their rating are facts, not wording: typed once, written to each language.
const sharedFields = testimonialSchema.pick({ author_name: true, rating: true });

/** The Testimonials editor's form: author and rating once; the review and Active per language. */
export const testimonialForm: EntryFormConfig<TestimonialRow> = {
  store: testimonialEntries,
  noun: 'testimonial',
  schema: testimonialFields,
  toValues: rowValues(testimonialFields, { is_active: true }),
  toColumns: (
    values: z.output<typeof testimonialFields>,
    shared: z.output<typeof sharedFields>,
  ) => ({ ...values, ...shared }),
  shared: {
    schema: sharedFields,
    toValues: rowValues(sharedFields, { rating: 5 }),
    toColumns: () => ({}),
  },
};
