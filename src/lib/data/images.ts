/**
 * The image library's data (docs/product.md#image-library): the `images` rows and their files in
 * the site-images bucket. Upload stores the file, then the row, and removes the file again when the
 * row cannot be written, so no file is left without its row. Delete removes the file by key, then
 * the row.
 */
import { Constants, type Enums, type Tables } from '../database.types.ts';
import { translate } from '../../i18n/admin/messages.ts';
import { supabase } from '../supabase.ts';
import type { ImageMetadata } from '../schemas/images.ts';
import { IMAGE_BUCKET } from '../images/stored-image.ts';
import { uploadedFileName, uploadKey } from '../images/upload-key.ts';
import { checkedUpdate, type CheckedUpdate } from './checked-update.ts';
import type { EditorStore } from './entries.ts';
import { rowEntries } from './row-entries.ts';
import { uploadWithProgress } from './storage-upload.ts';

/** One image of the library. */
export type ImageRow = Tables<'images'>;

/** Where an image is meant to be used. */
export type ImageCategory = Enums<'image_category'>;

/**
 * The categories as the admin offers them: General, where an upload goes unless the owner says,
 * first, so the keyboard's Down arrow goes on from it to the others; then the database's order.
 */
export const imageCategories: readonly ImageCategory[] = [
  'general',
  ...Constants.public.Enums.image_category.filter((category) => category !== 'general'),
];

/** Every image, newest first (docs/product.md#image-library). */
export async function listImages(): Promise<ImageRow[]> {
  const { data, error } = await supabase
    .from('images')
    .select('*')
    .order('uploaded_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

/** The alt texts an upload is described with (an editor's picker asks for them). */
export type NewImageTexts = Pick<ImageMetadata, 'alt_text' | 'alt_text_es'>;

/** The file to store, its category, the name it was picked under and, when asked, its texts. */
export interface NewImage {
  file: Blob;
  category: ImageCategory;
  fileName: string;
  texts?: NewImageTexts | undefined;
  onProgress: (fraction: number) => void;
}

/**
 * Stores the file at `category/<random>-<timestamp>.<ext>`, then its row with the name it was
 * picked under (uploadedFileName) and its alt texts when given, else none yet (a file name describes nothing);
 * returns the row.
 */
export async function uploadImage({ file, category, fileName, texts, onProgress }: NewImage) {
  const key = uploadKey(category, file.type);
  await uploadWithProgress(IMAGE_BUCKET, key, file, onProgress);
  const url = supabase.storage.from(IMAGE_BUCKET).getPublicUrl(key).data.publicUrl;
  const { data, error } = await supabase
    .from('images')
    .insert({ url, key, category, file_name: uploadedFileName(fileName), ...texts })
    .select('*')
    .single();
  if (error) {
    // The file must not outlive its failed row; the row's error is what the owner needs to see.
    await supabase.storage.from(IMAGE_BUCKET).remove([key]);
    throw new Error(error.message);
  }
  return data;
}

/**
 * Saves the alt texts, category and carousel position of an image unless someone changed or
 * deleted it since `before` was read (see CheckedUpdate): a stale save is refused, not merged.
 */
export function updateImage(
  before: Pick<ImageRow, 'id' | 'updated_at'>,
  values: ImageMetadata,
  restoredFrom?: string,
): Promise<CheckedUpdate<ImageRow>> {
  const { id, updated_at } = before;
  return checkedUpdate<ImageRow>('images', { id }, updated_at, values, '*', { restoredFrom });
}

/**
 * A row of the site that shows an image: the hero or a package (its type and title), in one
 * language. The photo is one for both languages (the database keeps it equal), so a place usually
 * comes once per language.
 */
export type ImageUse =
  | { place: 'hero'; language: Enums<'language'> }
  | {
      place: 'package';
      packageType: Enums<'package_type'> | null;
      title: string;
      language: Enums<'language'>;
    };

/** The rows of the site that show the image at `url`: the hero and the packages, by language. */
export async function imageUsage(url: string): Promise<ImageUse[]> {
  const [heroes, packages] = await Promise.all([
    supabase.from('hero_content').select('language').eq('background_image_url', url),
    supabase.from('service_packages').select('package_type, title, language').eq('image_url', url),
  ]);
  if (heroes.error) throw new Error(heroes.error.message);
  if (packages.error) throw new Error(packages.error.message);
  return [
    ...heroes.data.map(({ language }) => ({ place: 'hero' as const, language })),
    ...packages.data.map(({ package_type, title, language }) => ({
      place: 'package' as const,
      packageType: package_type,
      title,
      language,
    })),
  ];
}

/**
 * Deletes an image: first the hero and package slots showing it are emptied (a build cannot fetch
 * a deleted file), then the file is removed by key, then the row (docs/product.md#image-library).
 */
export async function deleteImage(image: Pick<ImageRow, 'id' | 'key' | 'url'>): Promise<void> {
  const cleared = await Promise.all([
    supabase
      .from('hero_content')
      .update({ background_image_url: null })
      .eq('background_image_url', image.url),
    supabase.from('service_packages').update({ image_url: null }).eq('image_url', image.url),
  ]);
  const clearError = cleared.find((result) => result.error)?.error;
  if (clearError) throw new Error(clearError.message);
  const removed = await supabase.storage.from(IMAGE_BUCKET).remove([image.key]);
  if (removed.error) throw new Error(removed.error.message);
  const { data, error } = await supabase.from('images').delete().eq('id', image.id).select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error(translate('editor', 'nothingDeletedImage'));
}

/**
 * The library in the editor pattern, for the 'Edit Image Metadata' dialog: one entry per image,
 * newest first. Images are added by uploading and ordered by their carousel position.
 */
export const imageEntries: EditorStore<ImageRow> = rowEntries<ImageRow>({
  list: listImages,
  update: (before, values, restoredFrom) =>
    updateImage(before, values as ImageMetadata, restoredFrom),
  create: () => Promise.reject(new Error('Images are added by uploading a file.')),
  remove: deleteImage,
  fixedOrder: 'Images are ordered by their carousel position.',
  history: { table: 'images', perEntry: true, restorable: false },
});
