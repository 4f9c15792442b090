import type { z } from 'zod';
import { faqEntries, type FaqRow } from '../../../lib/data/faq-items.ts';
import { faqItemSchema } from '../../../lib/schemas/faq-items.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';

const faqFields = faqItemSchema.pick({ question: true, answer: true, is_active: true });

/** The FAQ editor's form: question, answer and Active per language. */
export const faqForm: EntryFormConfig<FaqRow> = {
  store: faqEntries,
  noun: 'FAQ',
  messages: {
    saved: 'FAQ updated successfully',
    saveFailed: 'Error updating FAQ',
    added: 'FAQ added successfully',
    addFailed: 'Error adding FAQ',
    deleted: 'FAQ deleted successfully',
    deleteFailed: 'Error deleting FAQ',
    moveFailed: 'Error reordering FAQs',
  },
  schema: faqFields,
  toValues: (row) => ({
    question: row?.question ?? '',
    answer: row?.answer ?? '',
    is_active: row?.is_active ?? true,
  }),
  toColumns: (values: z.output<typeof faqFields>) => values,
};
