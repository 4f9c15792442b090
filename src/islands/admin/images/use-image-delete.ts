import { useState } from 'react';
import { toast } from 'sonner';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { deleteImage, imageUsage, type ImageRow, type ImageUse } from '../../../lib/data/images.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { notifySaved } from '../../../stores/publish.ts';

/** The image waiting for the owner's answer, and the places of the site that show it. */
export interface PendingDelete {
  image: ImageRow;
  /** The hero and packages showing it, by language; null when it could not be checked. */
  usedBy: ImageUse[] | null;
}

/** A place as the question names it: 'Hero Section (EN)', 'Silver package (ES)'. */
function placeName(t: Translate<'images'>, use: ImageUse): string {
  const code = use.language.toUpperCase();
  return use.place === 'hero'
    ? t('usedByHero', { code })
    : t('usedByPackage', { title: use.title, code });
}

/**
 * The confirmation's sentence: where the image is used (docs/product.md#image-library), then what
 * deleting does.
 */
export function deleteQuestion(t: Translate<'images'>, { usedBy }: PendingDelete): string {
  const effect = t('deleteEffect');
  if (usedBy === null) return t('usageUnknown', { effect });
  if (usedBy.length === 0) return effect;
  const places = usedBy.map((use) => placeName(t, use)).join(', ');
  return t('usedBy', { places, effect });
}

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
