/** The Testimonials editor's data module: reviews per language, matched by `testimonial_key`. */
import type { Tables } from '../database.types.ts';
import { entryStore } from './entries.ts';
import { entryTable } from './entry-table.ts';

/** One testimonials row. */
export type TestimonialRow = Tables<'testimonials'>;

/** List, save, add, delete and reorder testimonials (both languages at once). */
export const testimonialEntries = entryStore<TestimonialRow>(entryTable('testimonials'));
