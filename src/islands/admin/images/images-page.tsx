import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { TitledCard } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { ImageCategory, ImageRow } from '../../../lib/data/images.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { adminPages } from '../admin-nav.ts';
import { useFocusAfterRemoval } from '../focus-after-removal.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { EditImageDialog } from './edit-image-dialog.tsx';
import { filterImages } from './filter-images.ts';
import { ImageFilters } from './image-filters.tsx';
import { ImageGrid } from './image-grid.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { LeftOutPhotosNotice } from './left-out-photos-notice.tsx';
import { deleteQuestion } from './delete-question.ts';
import { useImageDelete } from './use-image-delete.ts';
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
  const lang = useStore($adminLanguage);
  // A failed upload or delete says why in the editors' words (a dropped connection, a refusal):
  // their texts load with the page.
  useMessages('editor');
  const { label } = adminPages.images;
  const { state, reload } = useImages();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ImageCategory | ''>('');
  const [editing, setEditing] = useState<ImageRow | null>(null);
  // Once a deleted image's tile (and the Delete that had focus) is gone, focus goes to the Delete
  // of the image shown in its place (the one before when it was last), else the search box.
  const searchBox = useRef<HTMLInputElement>(null);
  const focus = useFocusAfterRemoval(() => searchBox.current);
  const deletion = useImageDelete((image) => {
    const shown = filterImages(
      state.status === 'loading' ? [] : (state.data ?? []),
      search,
      category,
    );
    const keys = shown.map(({ id }) => id);
    void reload().then(() => focus.focusAfter(keys, image.id));
  });

  return (
    <>
      <PageHeader title={label} description={pageDescriptions.images} />
      <LeftOutPhotosNotice />
      <TitledCard title={t('uploadTitle')} className="mb-6">
        <ImageUploader shownCategory={category || undefined} onUploaded={reload} />
      </TitledCard>
      <ImageFilters
        search={search}
        onSearch={setSearch}
        category={category}
        onCategory={setCategory}
        searchRef={searchBox}
      />
      <ImageGrid
        state={state}
        search={search}
        category={category}
        actions={{
          onCopy: (image) => void copyUrl(t, image),
          onEdit: setEditing,
          onDelete: (image) => void deletion.ask(image),
          deleteButton: (image) => focus.register(image.id),
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
        description={deletion.pending ? deleteQuestion(t, deletion.pending, lang) : ''}
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
