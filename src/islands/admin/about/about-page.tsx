import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { AboutCard } from './about-card.tsx';
import { aboutForm } from './about-form.ts';

/** /admin/about: the about cards in both languages, with add, edit, reorder and delete. */
export function AboutPage() {
  const t = useMessages('about');
  return (
    <EntryListPage
      route="about"
      config={aboutForm}
      dialogDescription={t('dialogDescription')}
      empty={t('empty')}
      renderEntry={(entry, actions) => <AboutCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.title`} label={t('title')} lang={lang} />
          <TextField name={`${slot}.description`} label={t('description')} rows={3} lang={lang} />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
      renderShared={() => (
        <div className="max-w-48">
          <TextField name="shared.emoji" label={t('emoji')} autoComplete="off" />
        </div>
      )}
    />
  );
}
