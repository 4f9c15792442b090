import { z } from 'zod';
import { testimonialEntries, type TestimonialRow } from '../../../lib/data/testimonials.ts';
import { testimonialSchema } from '../../../lib/schemas/testimonials.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';

const testimonialFields = testimonialSchema.pick({ content: true, is_active: true });
// The author and their rating are facts, not wording: typed once, written to each language.
const sharedFields = testimonialSchema.pick({ author_name: true, rating: true });

/** The Testimonials editor's form: author and rating once; the review and Active per language. */
export const testimonialForm: EntryFormConfig<TestimonialRow> = {
  store: testimonialEntries,
  noun: 'testimonial',
  messages: {
    saved: 'Testimonial updated successfully',
    saveFailed: 'Error updating testimonial',
    added: 'Testimonial added successfully',
    addFailed: 'Error adding testimonial',
    deleted: 'Testimonial deleted successfully',
    deleteFailed: 'Error deleting testimonial',
    moveFailed: 'Error reordering testimonials',
  },
  schema: testimonialFields,
  toValues: (row) => ({ content: row?.content ?? '', is_active: row?.is_active ?? true }),
  toColumns: (
    values: z.output<typeof testimonialFields>,
    shared: z.output<typeof sharedFields>,
  ) => ({ ...values, ...shared }),
  shared: {
    schema: sharedFields,
    toValues: (row) => ({ author_name: row?.author_name ?? '', rating: row?.rating ?? 5 }),
    toColumns: () => ({}),
  },
};
