import { useState } from 'react';
import { toast } from 'sonner';
import { uploadImage, type ImageCategory, type ImageRow } from '../../../lib/data/images.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { decodeImage, encodeImage, outputType } from '../../../lib/images/prepare-image.ts';
import {
  notAnImage,
  RESIZE_LONGEST_SIDE,
  sizeRefusal,
  typeRefusal,
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

function refuse(refusal: UploadRefusal): void {
  toast.error(refusal.title, { description: refusal.description });
}

/**
 * Checks, prepares and uploads picked files into `category` (docs/product.md#validation,
 * docs/product.md#image-library): type and size before any request, a real decode, then a
 * metadata-free re-encode (see prepare-image.ts); a JPEG, PNG or WebP over 5 MB waits in `oversize`
 * until `resizeAndUpload` or `dismiss`.
 */
export function useImageUpload(category: ImageCategory, onUploaded: (image: ImageRow) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  async function send(file: File, longestSide?: number): Promise<void> {
    setState({ phase: 'preparing' });
    try {
      const image = await decodeImage(file);
      if (!image) {
        refuse(notAnImage);
        return;
      }
      const tooLarge = longestSide ? null : sizeRefusal(file);
      if (tooLarge) {
        image.close();
        refuse(tooLarge);
        if (tooLarge.resizable) setState({ phase: 'oversize', file });
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
      toast.success('Image uploaded successfully');
      notifySaved();
      onUploaded(row);
    } catch (error) {
      toast.error('Upload failed', { description: errorMessage(error) });
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
      if (refusal) refuse(refusal);
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
