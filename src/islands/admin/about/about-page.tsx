import { EntryListPage } from '../editor/entry-list-page.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { AboutCard } from './about-card.tsx';
import { aboutForm } from './about-form.ts';

/** /admin/about: the about cards in both languages, with add, edit, reorder and delete. */
export function AboutPage() {
  return (
    <EntryListPage
      route="about"
      config={aboutForm}
      dialogDescription="The emoji is the same in both languages; the texts are written per language."
      empty="No about cards yet. Add the first one."
      renderEntry={(entry, actions) => <AboutCard entry={entry} actions={actions} />}
      renderLanguage={(slot, lang) => (
        <>
          <TextField name={`${slot}.title`} label="Title" lang={lang} />
          <TextField name={`${slot}.description`} label="Description" rows={3} lang={lang} />
          <SwitchField name={`${slot}.is_active`} />
        </>
      )}
      renderShared={() => (
        <div className="max-w-48">
          <TextField name="shared.emoji" label="Emoji" autoComplete="off" />
        </div>
      )}
    />
  );
}
