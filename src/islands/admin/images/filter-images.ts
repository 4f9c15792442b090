import type { ImageRow } from '../../../lib/data/images.ts';

/** The file name of an image: the name it was uploaded under, else the end of its storage key. */
export function fileName(image: Pick<ImageRow, 'key' | 'file_name'>): string {
  return image.file_name ?? image.key.split('/').pop() ?? image.key;
}

/**
 * The images matching the library's search ('Search by filename or alt text...', either language,
 * case-insensitive) and category filter ('' = all), in their order (newest first).
 */
export function filterImages(images: readonly ImageRow[], search: string, category: string) {
  const needle = search.trim().toLowerCase();
  return images.filter(
    (image) =>
      (!category || image.category === category) &&
      (!needle ||
        [fileName(image), image.alt_text ?? '', image.alt_text_es ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
