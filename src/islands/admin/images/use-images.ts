import { useCallback } from 'react';
import { listImages, type ImageRow } from '../../../lib/data/images.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useLoad, type LoadState } from '../use-load.ts';

/** The library as it loads: loading, the images newest first, or why they could not be read. */
export type ImagesState = LoadState<ImageRow[]>;

/** Reads the library's images, and again on `reload` after every write. */
export function useImages() {
  const t = useMessages('images');
  const load = useCallback(() => listImages(), []);
  return useLoad(load, t('loadFailed'));
}
