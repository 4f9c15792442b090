import type { Enums } from '../database.types.ts';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/**
 * The storage path of a new upload: `category/<random>-<timestamp>.<ext>`
 * (docs/product.md#image-library).
 */
export function uploadKey(
  category: Enums<'image_category'>,
  type: string,
  now = Date.now(),
): string {
  const random = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return `${category}/${random}-${now}.${extensions[type] ?? 'bin'}`;
}
