import { useState } from 'react';
import { EntryDialog } from '../editor/entry-dialog.tsx';
import { ListStatus } from '../editor/list-status.tsx';
import { useEntries } from '../editor/use-entries.ts';
import { SettingsFields } from './settings-fields.tsx';
import { settingsForm } from './settings-form.ts';
import { SiteSettingsCard } from './site-settings-card.tsx';

/**
 * The public site's settings (docs/product.md#site-settings): shown as the landing page uses them,
 * edited in the editor pattern's dialog (field validation, conflict check, unsaved-changes guard,
 * Undo).
 */
export function SiteSettingsSection() {
  const list = useEntries(settingsForm);
  const [editing, setEditing] = useState(false);
  const entry = list.entries[0];
  return (
    <>
      <ListStatus state={list.state} loading="Loading settings..." empty="No settings found." />
      {entry ? <SiteSettingsCard row={entry.rows.single!} onEdit={() => setEditing(true)} /> : null}
      {editing && entry ? (
        <EntryDialog
          // Stable while open: a reload after a partial save must not reset what was typed.
          key="site_settings"
          config={settingsForm}
          entry={entry}
          existing={list.entries}
          title="Edit Site Settings"
          description="Saved settings reach the public site with its next build, in a minute or so."
          open
          onClose={() => setEditing(false)}
          reload={() => void list.reload()}
          size="xl"
          renderLanguage={() => <SettingsFields />}
        />
      ) : null}
    </>
  );
}
