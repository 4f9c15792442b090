import { PlusIcon } from '@heroicons/react/24/outline';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Entry, EntryRow } from '../../../lib/data/entries.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { EntryActions } from './entry-card.tsx';
import { EntryDialog, type EntryDialogProps } from './entry-dialog.tsx';
import type { EntryFormConfig } from './entry-form.ts';
import { ListStatus } from './list-status.tsx';
import { useEntries } from './use-entries.ts';

interface EntryListPageProps<Row extends EntryRow> {
  /** The page's route: its title and description come from the admin navigation. */
  route: AdminRoute;
  config: EntryFormConfig<Row>;
  /** The Add button's text and the title of the dialog that adds an entry, e.g. 'Add Service'. */
  addTitle: string;
  /** The title of the dialog that edits an entry, e.g. 'Edit Service'. */
  editTitle: string;
  dialogDescription?: string;
  /** Said when the list is empty. */
  empty: string;
  /** One list item (usually an EntryCard) with its actions. */
  renderEntry: (entry: Entry<Row>, actions: EntryActions) => ReactNode;
  renderLanguage: EntryDialogProps<Row>['renderLanguage'];
  renderShared?: EntryDialogProps<Row>['renderShared'];
}

const newEntry = { key: '', rows: {}, order: 0 };

/**
 * An editor page whose entries can be added, edited, moved and deleted: header, Add button, the
 * ordered list and the entry dialog. Editors give their form, their card and their fields.
 */
export function EntryListPage<Row extends EntryRow>(props: EntryListPageProps<Row>) {
  const { config } = props;
  const list = useEntries(config);
  const [editing, setEditing] = useState<{ entry: Entry<Row>; isNew: boolean } | null>(null);
  const { label, description } = adminPages[props.route];
  return (
    <>
      <PageHeader title={label} description={description} />
      <Button className="mb-4" onClick={() => setEditing({ entry: newEntry, isNew: true })}>
        <PlusIcon aria-hidden="true" />
        {props.addTitle}
      </Button>
      <ListStatus state={list.state} empty={props.empty} />
      <ol className="space-y-3">
        {list.entries.map((entry, index) => (
          <li key={entry.key}>
            {props.renderEntry(entry, {
              index,
              count: list.entries.length,
              busy: list.busy,
              onEdit: () => setEditing({ entry, isNew: false }),
              onMove: (direction) => list.move(index, direction),
              onDelete: () => list.remove(entry),
            })}
          </li>
        ))}
      </ol>
      {editing ? (
        <EntryDialog
          key={editing.isNew ? 'new' : editing.entry.key}
          config={config}
          entry={editing.entry}
          isNew={editing.isNew}
          existing={list.entries}
          title={editing.isNew ? props.addTitle : props.editTitle}
          description={props.dialogDescription}
          open
          onClose={() => setEditing(null)}
          reload={() => void list.reload()}
          renderLanguage={props.renderLanguage}
          renderShared={props.renderShared}
        />
      ) : null}
    </>
  );
}
