import type { ImageRow } from '../../../lib/data/images.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { EntryDialog } from '../editor/entry-dialog.tsx';
import { ImageFields } from './image-fields.tsx';
import { imageForm } from './image-form.ts';

/**
 * 'Edit Image Metadata' (docs/product.md#image-library) as the editor pattern's dialog: field validation, a save that is
 * refused when someone else changed the image meanwhile (Load their version or Overwrite), Undo,
 * and a question before unsaved changes are dropped. Remount per image (`key={image.id}`).
 */
export function EditImageDialog({
  image,
  onClose,
  onSaved,
}: {
  image: ImageRow;
  onClose: () => void;
  /** Refetches the library after a write. */
  onSaved: () => void;
}) {
  const t = useMessages('images');
  return (
    <EntryDialog
      config={imageForm}
      entry={{ key: image.id, rows: { single: image }, order: 0 }}
      existing={[]}
      title={t('editTitle')}
      description={t('editDescription')}
      size="lg"
      open
      onClose={onClose}
      reload={onSaved}
      renderLanguage={() => <ImageFields url={image.url} />}
    />
  );
}
