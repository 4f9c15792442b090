import { faqEntries, type FaqRow } from '../../../lib/data/faq-items.ts';
import { faqItemSchema } from '../../../lib/schemas/faq-items.ts';
import { rowValues, type EntryFormConfig } from '../editor/entry-form.ts';

const faqFields = faqItemSchema.pick({ question: true, answer: true, is_active: true });

/** The FAQ editor's form: question, answer and Active per language. */
export const faqForm: EntryFormConfig<FaqRow> = {
  store: faqEntries,
  noun: 'FAQ',
  schema: faqFields,
  toValues: rowValues(faqFields, { is_active: true }),
};
