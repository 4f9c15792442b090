import { EntryListPage } from '../editor/entry-list-page.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { FaqCard } from './faq-card.tsx';
import { faqForm } from './faq-form.ts';

/** /admin/faqs: the FAQ list in both languages, with add, edit, reorder and delete. */
export function FaqsPage() {
  return (
    <EntryListPage
      route="faqs"
      config={faqForm}
      empty="No FAQs yet. Add the first question."
      renderEntry={(entry, actions) => <FaqCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.question`} label="Question" lang={lang} />
          <TextField name={`${slot}.answer`} label="Answer" rows={4} lang={lang} />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
    />
  );
}
