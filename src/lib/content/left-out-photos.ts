/**
 * The photos a build leaves out (see photo-check.ts): which, where and why. `/build.json` lists
 * them, so the admin can tell the owner which image to replace.
 */
import { photoCheck, type PhotoCheck } from './photo-check.ts';

/** Where a landing page shows a library photo. */
export type PhotoPlace = 'hero' | 'package' | 'carousel';

/** A photo the build left out of a page. */
export interface LeftOutPhoto extends PhotoCheck {
  url: string;
  place: PhotoPlace;
}

/** The photos of `photos` that cannot be built, each with why (checked once per build). */
export async function leftOutPhotos(
  photos: { url: string; place: PhotoPlace }[],
  supabaseUrl: string,
): Promise<LeftOutPhoto[]> {
  const checked = await Promise.all(
    photos.map(async (photo) => {
      const found = await photoCheck(photo.url, supabaseUrl);
      return found ? { ...photo, ...found } : null;
    }),
  );
  return checked.filter((photo) => photo !== null);
}

/** One entry per photo and place, across the pages of a build. */
export function distinctPhotos(lists: LeftOutPhoto[][]): LeftOutPhoto[] {
  const seen = new Map<string, LeftOutPhoto>();
  for (const photo of lists.flat()) seen.set(`${photo.place} ${photo.url}`, photo);
  return [...seen.values()];
}
