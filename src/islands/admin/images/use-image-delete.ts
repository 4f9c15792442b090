import { useState } from 'react';
import { toast } from 'sonner';
import { deleteImage, imageUsage, type ImageRow } from '../../../lib/data/images.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifySaved } from '../../../stores/publish.ts';

/** The image waiting for the owner's answer, and the places of the site that show it. */
export interface PendingDelete {
  image: ImageRow;
  /** 'Hero Section (EN)', 'Silver package (ES)'…; null when it could not be checked. */
  usedBy: string[] | null;
}

/**
 * The confirmation's sentence: where the image is used (docs/product.md#image-library), then what
 * deleting does.
 */
export function deleteQuestion({ usedBy }: PendingDelete): string {
  const effect = 'The file is removed from storage and the image from the library.';
  if (usedBy === null) {
    return `It could not be checked whether the site uses this image. ${effect}`;
  }
  if (usedBy.length === 0) return effect;
  return `This image is still used by ${usedBy.join(', ')}: deleting it removes it from there too. ${effect}`;
}

/** Delete with confirmation: `ask` looks up where the image is used, `confirm` deletes it. */
export function useImageDelete(onDeleted: () => void) {
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
        toast.success('Image deleted successfully');
        notifySaved();
        setPending(null);
        onDeleted();
      } catch (error) {
        toast.error('Error deleting image', { description: errorMessage(error) });
      } finally {
        setBusy(false);
      }
    },
  };
}
