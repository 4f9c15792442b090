import type { ImageRow } from '../../../lib/data/images.ts';

/** The file name of an image: the name it was uploaded under, else the end of its storage key. */
export function fileName(image: Pick<ImageRow, 'key' | 'file_name'>): string {
  return image.file_name ?? image.key.split('/').pop() ?? image.key;
}

/**
 * What names an image in the admin's buttons and picker: its alt text, else the name it was
 * uploaded under (an upload has no alt text yet; a dozen "Edit No title" buttons name nothing).
 */
export function imageName(image: Pick<ImageRow, 'key' | 'file_name' | 'alt_text'>): string {
  return image.alt_text?.trim() || fileName(image);
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
