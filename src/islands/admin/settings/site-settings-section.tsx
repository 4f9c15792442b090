import { EntryListPage } from '../editor/entry-list-page.tsx';
import { singleEntryCard } from '../editor/single-entry-list.tsx';
import { SettingsFields } from './settings-fields.tsx';
import { settingsForm } from './settings-form.ts';
import { SiteSettingsCard } from './site-settings-card.tsx';

/**
 * The public site's settings: shown as the landing page uses them, edited in
 * the editor pattern's dialog (field validation, conflict check, unsaved-changes guard, Undo).
 */
export function SiteSettingsSection() {
  return (
    <EntryListPage
      config={settingsForm}
      offers={[]}
      dialogDescription="Saved settings go live with the next publish: the status in the header says when."
      dialogSize="xl"
      loading="Loading settings..."
      empty="No settings found."
      renderList={singleEntryCard((row, onEdit) => (
        <SiteSettingsCard row={row} onEdit={onEdit} />
      ))}
      renderLanguage={() => <SettingsFields />}
    />
  );
}
