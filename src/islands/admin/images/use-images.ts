import { useCallback } from 'react';
import { listImages, type ImageCategory, type ImageRow } from '../../../lib/data/images.ts';
import { useLoad, type LoadState } from '../use-load.ts';

/** The library as it loads: loading, the images newest first, or why they could not be read. */
export type ImagesState = LoadState<ImageRow[]>;

/** Reads the images (of one category when given) and again on `reload` after every write. */
export function useImages(category?: ImageCategory) {
  const load = useCallback(() => listImages(category), [category]);
  return useLoad(load, 'Could not load the images');
}
