import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { FaqCard } from './faq-card.tsx';
import { faqForm } from './faq-form.ts';

/** /admin/faqs: the FAQ list in both languages, with add, edit, reorder and delete. */
export function FaqsPage() {
  const t = useMessages('faqs');
  return (
    <EntryListPage
      route="faqs"
      config={faqForm}
      empty={t('empty')}
      renderEntry={(entry, actions) => <FaqCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.question`} label={t('question')} lang={lang} />
          <TextField name={`${slot}.answer`} label={t('answer')} rows={4} lang={lang} />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
    />
  );
}
