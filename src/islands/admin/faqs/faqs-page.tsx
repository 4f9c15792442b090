import { PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Entry } from '../../../lib/data/entries.ts';
import type { FaqRow } from '../../../lib/data/faq-items.ts';
import { adminPages } from '../admin-nav.ts';
import { EntryDialog } from '../editor/entry-dialog.tsx';
import { ListStatus } from '../editor/list-status.tsx';
import { SwitchField } from '../editor/switch-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { useEntries } from '../editor/use-entries.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { FaqCard } from './faq-card.tsx';
import { faqForm } from './faq-form.ts';

const newEntry: Entry<FaqRow> = { key: '', rows: {}, order: 0 };

/** /admin/faqs: the FAQ list in both languages, with add, edit, reorder and delete. */
export function FaqsPage() {
  const list = useEntries(faqForm);
  const [editing, setEditing] = useState<{ entry: Entry<FaqRow>; isNew: boolean } | null>(null);
  const { label, description } = adminPages.faqs;
  return (
    <>
      <PageHeader title={label} description={description} />
      <Button className="mb-4" onClick={() => setEditing({ entry: newEntry, isNew: true })}>
        <PlusIcon aria-hidden="true" />
        Add FAQ
      </Button>
      <ListStatus state={list.state} empty="No FAQs yet. Add the first question." />
      <ol className="space-y-3">
        {list.entries.map((entry, index) => (
          <li key={entry.key}>
            <FaqCard
              entry={entry}
              index={index}
              count={list.entries.length}
              busy={list.busy}
              onEdit={() => setEditing({ entry, isNew: false })}
              onMove={(direction) => list.move(index, direction)}
              onDelete={() => list.remove(entry)}
            />
          </li>
        ))}
      </ol>
      {editing ? (
        <EntryDialog
          key={editing.isNew ? 'new' : editing.entry.key}
          config={faqForm}
          entry={editing.entry}
          isNew={editing.isNew}
          existing={list.entries}
          title={editing.isNew ? 'Add FAQ' : 'Edit FAQ'}
          open
          onClose={() => setEditing(null)}
          reload={() => void list.reload()}
          renderLanguage={(slot, lang) => (
            <>
              <TextField name={`${slot}.question`} label="Question" lang={lang} />
              <TextField name={`${slot}.answer`} label="Answer" rows={4} lang={lang} />
              <SwitchField name={`${slot}.is_active`} />
            </>
          )}
        />
      ) : null}
    </>
  );
}
