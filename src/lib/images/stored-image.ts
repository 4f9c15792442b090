/**
 * The image library's public URLs as values: `<storage>/object/public/site-images/<key>` (see
 * storage-on-demand.ts), told apart from any other text so a view can show the image instead of
 * its address (docs/product.md#history-and-recovery). Pure.
 */

/** The bucket of the library's files. */
export const IMAGE_BUCKET = 'site-images';

const marker = `/storage/v1/object/public/${IMAGE_BUCKET}/`;

/**
 * The file name of a library image's public URL ('…/site-images/hero/ab12-1795.jpg' →
 * 'ab12-1795.jpg'); null for any other value.
 */
export function storedImageFile(value: string): string | null {
  if (!/^https?:\/\/\S+$/.test(value) || !value.includes(marker)) return null;
  const file = value.slice(value.lastIndexOf('/') + 1);
  if (!file) return null;
  try {
    return decodeURIComponent(file);
  } catch {
    return file;
  }
}
