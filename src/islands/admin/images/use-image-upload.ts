import { useState } from 'react';
import { toast } from 'sonner';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { uploadImage, type ImageCategory, type ImageRow } from '../../../lib/data/images.ts';
import { thrownFailure } from '../../../lib/data/failure-message.ts';
import { decodeImage, encodeImage, outputType } from '../../../lib/images/prepare-image.ts';
import {
  notAnImage,
  RESIZE_LONGEST_SIDE,
  sizeRefusal,
  tooLarge,
  typeRefusal,
  unsupportedImage,
  type UploadRefusal,
} from '../../../lib/images/upload-rules.ts';
import { notifySaved } from '../../../stores/publish.ts';

/**
 * Where an upload is (docs/product.md#image-library): idle → uploading → success or failure, plus
 * the resize offer.
 */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'oversize'; file: File }
  | { phase: 'preparing' }
  | { phase: 'uploading'; progress: number };

/** Each refusal's description (docs/product.md#validation words it) as the admin's texts name it. */
const refusalTexts = new Map([
  [notAnImage.description, ['invalidType', 'notAnImage']],
  [unsupportedImage.description, ['invalidType', 'unsupportedImage']],
  [tooLarge.description, ['tooLarge', 'tooLargeDescription']],
] as const);

function refuse(t: Translate<'images'>, refusal: UploadRefusal): void {
  const texts = refusalTexts.get(refusal.description);
  if (texts) toast.error(t(texts[0]), { description: t(texts[1]) });
  else toast.error(refusal.title, { description: refusal.description });
}

/**
 * Checks, prepares and uploads picked files into `category` (docs/product.md#validation,
 * docs/product.md#image-library): type and size before any request, a real decode, then a
 * metadata-free re-encode (see prepare-image.ts); a JPEG, PNG or WebP over 5 MB waits in `oversize`
 * until `resizeAndUpload` or `dismiss`.
 */
export function useImageUpload(category: ImageCategory, onUploaded: (image: ImageRow) => void) {
  const t = useMessages('images');
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  async function send(file: File, longestSide?: number): Promise<void> {
    setState({ phase: 'preparing' });
    try {
      const image = await decodeImage(file);
      if (!image) {
        refuse(t, notAnImage);
        return;
      }
      const oversize = longestSide ? null : sizeRefusal(file);
      if (oversize) {
        image.close();
        refuse(t, oversize);
        if (oversize.resizable) setState({ phase: 'oversize', file });
        return;
      }
      let blob: Blob;
      try {
        blob = await encodeImage(image, outputType(file.type), longestSide);
      } finally {
        image.close();
      }
      setState({ phase: 'uploading', progress: 0 });
      const row = await uploadImage({
        file: blob,
        category,
        fileName: file.name,
        onProgress: (progress) => setState({ phase: 'uploading', progress }),
      });
      toast.success(t('uploaded'));
      notifySaved();
      onUploaded(row);
    } catch (error) {
      toast.error(t('uploadFailed'), {
        description: thrownFailure(error),
      });
    } finally {
      setState((current) => (current.phase === 'oversize' ? current : { phase: 'idle' }));
    }
  }

  return {
    state,
    busy: state.phase === 'preparing' || state.phase === 'uploading',
    /** Checks and uploads a picked file. */
    pick(file: File): void {
      const refusal = typeRefusal(file.type);
      if (refusal) refuse(t, refusal);
      else void send(file);
    },
    /** Scales the waiting oversize photo down to fit 5 MB and uploads it. */
    resizeAndUpload(): void {
      if (state.phase === 'oversize') void send(state.file, RESIZE_LONGEST_SIDE);
    },
    /** Drops the waiting oversize photo. */
    dismiss(): void {
      setState({ phase: 'idle' });
    },
  };
}
