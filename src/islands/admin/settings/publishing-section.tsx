import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryListPage } from '../editor/entry-list-page.tsx';
import { singleEntryCard } from '../editor/single-entry-list.tsx';
import { PublishNowName } from '../publish-now-name.tsx';
import { richText } from '../rich-text.tsx';
import { PublishingCard } from './publishing-card.tsx';
import { PublishingFields } from './publishing-fields.tsx';
import { publishingForm } from './publishing-form.ts';

/**
 * Site Settings → Publishing: how long edits are batched before a deploy and how many deploys a
 * month may be made automatically, with what a deploy costs; edited in the editor pattern's dialog,
 * whose intro names Publish now as the header's button reads (PublishNowName).
 */
export function PublishingSection() {
  const t = useMessages('settings');
  return (
    <EntryListPage
      config={publishingForm}
      offers={[]}
      dialogDescription={richText(t('publishingDialogIntro'), {
        publishNow: <PublishNowName />,
      })}
      loading={t('publishingLoading')}
      empty={t('publishingEmpty')}
      renderList={singleEntryCard((row, onEdit) => (
        <PublishingCard row={row} onEdit={onEdit} />
      ))}
      renderLanguage={() => <PublishingFields />}
    />
  );
}
