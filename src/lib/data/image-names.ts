/**
 * How the image library names its images, for views that show a chosen or recorded image (an
 * editor's image slot, the History): alt texts and the name each was uploaded under, by URL.
 * Apart from images.ts (uploads, deletes, storage) so the lazily loaded History brings only this.
 */
import type { Tables } from '../database.types.ts';
import { supabase } from '../supabase.ts';

/** An image's alt text in each language and the name it was uploaded under. */
export type ImageNames = Pick<Tables<'images'>, 'url' | 'alt_text' | 'alt_text_es' | 'file_name'>;

/**
 * The library's names of the images at `urls`, in one request; a URL the library does not hold
 * (an image deleted since) has none.
 */
export async function namesOfImages(urls: readonly string[]): Promise<Map<string, ImageNames>> {
  if (urls.length === 0) return new Map();
  const { data, error } = await supabase
    .from('images')
    .select('url, alt_text, alt_text_es, file_name')
    .in('url', [...urls]);
  if (error) throw new Error(error.message);
  return new Map(data.map((names) => [names.url, names]));
}

/**
 * How the library names the image at `url` (docs/product.md#image-library); null for an image the
 * library does not hold.
 */
export async function imageNames(url: string): Promise<ImageNames | null> {
  return (await namesOfImages([url])).get(url) ?? null;
}
