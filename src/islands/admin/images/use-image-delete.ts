import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { deleteImage, imageUsage, type ImageRow } from '../../../lib/data/images.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { notifySaved } from '../../../stores/publish.ts';
import type { PendingDelete } from './delete-question.ts';

/**
 * Delete with confirmation: `ask` looks up where the image is used, `confirm` deletes it (a failed
 * delete keeps the question open, its Delete image keeping focus) and calls `onDeleted` with it.
 */
export function useImageDelete(onDeleted: (image: ImageRow) => void) {
  const t = useMessages('images');
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    pending,
    busy,
    async ask(image: ImageRow): Promise<void> {
      const usedBy = await imageUsage(image.url).catch(() => null);
      setPending({ image, usedBy });
    },
    cancel(): void {
      if (!busy) setPending(null);
    },
    async confirm(): Promise<void> {
      if (!pending) return;
      setBusy(true);
      try {
        await deleteImage(pending.image);
        toast.success(t('deleted'));
        notifySaved();
        setPending(null);
        onDeleted(pending.image);
      } catch (error) {
        toast.error(t('deleteFailed'), {
          description: thrownFailure(error),
        });
      } finally {
        setBusy(false);
      }
    },
  };
}
