import { useState } from 'react';
import type { Entry } from '../../../lib/data/entries.ts';
import type { PackageRow } from '../../../lib/data/service-packages.ts';
import { adminPages } from '../admin-nav.ts';
import { EntryDialog } from '../editor/entry-dialog.tsx';
import { ImageField } from '../editor/image-field.tsx';
import { ListStatus } from '../editor/list-status.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { useEntries } from '../editor/use-entries.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { PackageCard } from './package-card.tsx';
import { packageForm } from './package-form.ts';

/** /admin/packages: the three packages, edited with both languages side by side, prices once. */
export function PackagesPage() {
  const list = useEntries(packageForm);
  const [editing, setEditing] = useState<Entry<PackageRow> | null>(null);
  const { label, description } = adminPages.packages;
  return (
    <>
      <PageHeader title={label} description={description} />
      <ListStatus state={list.state} empty="No packages yet. Seed the database first." />
      <div className="grid gap-4 xl:grid-cols-2">
        {list.entries.map((entry) => (
          <PackageCard key={entry.key} entry={entry} onEdit={() => setEditing(entry)} />
        ))}
      </div>
      {editing ? (
        <EntryDialog
          key={editing.key}
          config={packageForm}
          entry={editing}
          existing={list.entries}
          title="Edit Service Package"
          description="Prices are the same in both languages; everything else is written per language."
          open
          onClose={() => setEditing(null)}
          reload={() => void list.reload()}
          renderLanguage={(slot, lang) => (
            <>
              <TextField name={`${slot}.title`} label="Title" lang={lang} />
              <TextField name={`${slot}.label`} label="Label" lang={lang} />
              <TextField name={`${slot}.description`} label="Description" rows={3} lang={lang} />
              <TextField name={`${slot}.duration`} label="Duration" lang={lang} />
              <TextField
                name={`${slot}.features`}
                label="Features"
                rows={6}
                lang={lang}
                hint="One feature per line; blank lines are dropped."
              />
              <ImageField name={`${slot}.image_url`} label="Image" category="services" />
              <SwitchField name={`${slot}.is_active`} />
            </>
          )}
          renderShared={() => (
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="shared.price_sedan" label="Sedan price" />
              <TextField name="shared.price_suv_2row" label="SUV 2-row price" />
              <TextField name="shared.price_suv_3row" label="SUV 3-row price" />
            </div>
          )}
        />
      ) : null}
    </>
  );
}
