import { useMessages } from '../../../i18n/admin/messages.ts';
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
  const t = useMessages('settings');
  return (
    <EntryListPage
      config={settingsForm}
      offers={[]}
      dialogDescription={t('dialogIntro')}
      dialogSize="xl"
      loading={t('loading')}
      empty={t('empty')}
      renderList={singleEntryCard((row, onEdit) => (
        <SiteSettingsCard row={row} onEdit={onEdit} />
      ))}
      renderLanguage={() => <SettingsFields />}
    />
  );
}
