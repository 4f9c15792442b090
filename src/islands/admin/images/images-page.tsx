import { useState } from 'react';
import { toast } from 'sonner';
import { TitledCard } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { ImageCategory, ImageRow } from '../../../lib/data/images.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { adminPages } from '../admin-nav.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { EditImageDialog } from './edit-image-dialog.tsx';
import { ImageFilters } from './image-filters.tsx';
import { ImageGrid } from './image-grid.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { LeftOutPhotosNotice } from './left-out-photos-notice.tsx';
import { deleteQuestion, useImageDelete } from './use-image-delete.ts';
import { useImages } from './use-images.ts';
import { pageDescriptions } from '../page-descriptions.ts';

async function copyUrl(t: Translate<'images'>, image: ImageRow): Promise<void> {
  try {
    await navigator.clipboard.writeText(image.url);
    toast.success(t('copied'));
  } catch (error) {
    toast.error(t('copyFailed'), { description: errorMessage(error) });
  }
}

/** /admin/images: upload, search, filter, and a grid whose images can be copied, edited, deleted. */
export function ImagesPage() {
  const t = useMessages('images');
  const common = useMessages('common');
  const { label } = adminPages.images;
  const { state, reload } = useImages();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ImageCategory | ''>('');
  const [editing, setEditing] = useState<ImageRow | null>(null);
  const deletion = useImageDelete(reload);

  return (
    <>
      <PageHeader title={label} description={pageDescriptions.images} />
      <LeftOutPhotosNotice />
      <TitledCard title={t('uploadTitle')} className="mb-6">
        <ImageUploader onUploaded={reload} />
      </TitledCard>
      <ImageFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
      />
      <ImageGrid
        state={state}
        search={search}
        category={category}
        actions={{
          onCopy: (image) => void copyUrl(t, image),
          onEdit: setEditing,
          onDelete: (image) => void deletion.ask(image),
        }}
      />
      {editing ? (
        <EditImageDialog
          key={editing.id}
          image={editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.pending !== null}
        title={t('deleteTitle')}
        description={deletion.pending ? deleteQuestion(t, deletion.pending) : ''}
        confirmLabel={t(deletion.busy ? 'deleting' : 'deleteConfirm')}
        cancelLabel={common('cancel')}
        destructive
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
