import type { Enums } from '../database.types.ts';
import { FILE_NAME_MAX } from '../schemas/text-length.ts';

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

/**
 * The name an upload keeps of the file it was picked under: trimmed, at most FILE_NAME_MAX
 * characters as the database counts them (a longer one, made by a script, keeps its first ones,
 * never half a character), null when it has none
 * (docs/decisions.md#images-and-icons-have-a-length).
 */
export function uploadedFileName(name: string): string | null {
  return Array.from(name.trim()).slice(0, FILE_NAME_MAX).join('').trimEnd() || null;
}
