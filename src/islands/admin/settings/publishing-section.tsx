import { EntryListPage } from '../editor/entry-list-page.tsx';
import { singleEntryCard } from '../editor/single-entry-list.tsx';
import { PublishingCard } from './publishing-card.tsx';
import { PublishingFields } from './publishing-fields.tsx';
import { publishingForm } from './publishing-form.ts';

/**
 * Site Settings → Publishing: how long edits are batched before a deploy and how many deploys a
 * month may be made automatically, with what a deploy costs; edited in the editor pattern's dialog.
 */
export function PublishingSection() {
  return (
    <EntryListPage
      config={publishingForm}
      offers={[]}
      dialogDescription="The changes apply to the next deploy. Publish now in the header is never held back."
      loading="Loading publishing settings..."
      empty="No publishing settings found."
      renderList={singleEntryCard((row, onEdit) => (
        <PublishingCard row={row} onEdit={onEdit} />
      ))}
      renderLanguage={() => <PublishingFields />}
    />
  );
}
