import { editorPage } from '../editor/entry-list-page.tsx';
import { TextField } from '../editor/text-field.tsx';
import { faqForm } from './faq-form.ts';

/** /admin/faqs: the FAQ list in both languages, with add, edit, reorder and delete. */
export const FaqsPage = editorPage('faqs', faqForm, (t) => ({
  card: {
    label: (row) => row.question,
    renderRow: (row) => (
      <>
        <p className="font-medium">{row.question}</p>
        <p className="text-sm whitespace-pre-line text-ink-700">{row.answer}</p>
      </>
    ),
  },
  renderLanguage: (slot, lang) => (
    <>
      <TextField name={`${slot}.question`} label={t('question')} lang={lang} />
      <TextField name={`${slot}.answer`} label={t('answer')} rows={4} lang={lang} />
    </>
  ),
}));
