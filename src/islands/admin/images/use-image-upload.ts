import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import {
  uploadImage,
  type ImageCategory,
  type ImageRow,
  type NewImageTexts,
} from '../../../lib/data/images.ts';
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
 * A photo prepared for upload that waits for its description (an editor's picker asks for it,
 * docs/product.md#image-library): the file picked, the bytes to store, a preview address, and the
 * texts typed once they were sent (kept, should the upload fail).
 */
export interface Draft {
  file: File;
  blob: Blob;
  preview: string;
  texts?: NewImageTexts;
}

/**
 * Where an upload is (docs/product.md#image-library): idle → (describing →) uploading → success or
 * failure, plus the resize offer.
 */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'oversize'; file: File }
  | { phase: 'preparing' }
  | { phase: 'describing'; draft: Draft }
  | { phase: 'uploading'; progress: number; draft?: Draft };

/** The draft a state holds, if any. */
const draftOf = (state: UploadState): Draft | undefined =>
  state.phase === 'describing' || state.phase === 'uploading' ? state.draft : undefined;
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
 * until `resizeAndUpload` or `dismiss`. With `describe`, a prepared photo waits in `describing`
 * until `upload` gets its alt texts (a failed upload goes back there, the texts kept).
 */
export function useImageUpload(
  category: ImageCategory,
  onUploaded: (image: ImageRow) => void,
  describe = false,
) {
  const t = useMessages('images');
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  // A draft's preview address is let go once the draft is (uploaded, replaced, or the box closed).
  const preview = draftOf(state)?.preview;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  /** The bytes to store: checked, decoded and re-encoded; null once refused (said in a toast). */
  async function prepare(file: File, longestSide?: number): Promise<Blob | null> {
    const image = await decodeImage(file);
    if (!image) {
      refuse(t, notAnImage);
      return null;
    }
    const oversize = longestSide ? null : sizeRefusal(file);
    if (oversize) {
      image.close();
      refuse(t, oversize);
      if (oversize.resizable) setState({ phase: 'oversize', file });
      return null;
    }
    try {
      return await encodeImage(image, outputType(file.type), longestSide);
    } finally {
      image.close();
    }
  }

  /** Stores the bytes with their texts; a failed draft waits again for its description. */
  async function store(file: File, blob: Blob, draft?: Draft): Promise<void> {
    setState({ phase: 'uploading', progress: 0, draft });
    try {
      const row = await uploadImage({
        file: blob,
        category,
        fileName: file.name,
        texts: draft?.texts,
        onProgress: (progress) => setState({ phase: 'uploading', progress, draft }),
      });
      toast.success(t('uploaded'));
      notifySaved();
      onUploaded(row);
      setState({ phase: 'idle' });
    } catch (error) {
      toast.error(t('uploadFailed'), {
        description: thrownFailure(error),
      });
      setState(draft ? { phase: 'describing', draft } : { phase: 'idle' });
    }
  }

  async function send(file: File, longestSide?: number): Promise<void> {
    setState({ phase: 'preparing' });
    let blob: Blob | null = null;
    try {
      blob = await prepare(file, longestSide);
    } catch (error) {
      toast.error(t('uploadFailed'), {
        description: thrownFailure(error),
      });
    }
    if (!blob) {
      setState((current) => (current.phase === 'oversize' ? current : { phase: 'idle' }));
    } else if (describe) {
      setState({ phase: 'describing', draft: { file, blob, preview: URL.createObjectURL(blob) } });
    } else {
      await store(file, blob);
    }
  }

  return {
    state,
    busy: state.phase === 'preparing' || state.phase === 'uploading',
    /** Checks and prepares a picked file, then uploads it or waits for its description. */
    pick(file: File): void {
      const refusal = typeRefusal(file.type);
      if (refusal) refuse(t, refusal);
      else void send(file);
    },
    /** Uploads the photo waiting for its description, described with `texts`. */
    upload(texts: NewImageTexts): void {
      if (state.phase !== 'describing') return;
      const draft = { ...state.draft, texts };
      void store(draft.file, draft.blob, draft);
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
