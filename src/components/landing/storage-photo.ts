import { inferRemoteSize } from 'astro:assets';
import type { ImageOutputFormat } from 'astro';

/*
 * How a library photo (a file of the site-images bucket, up to phone size) becomes images of the
 * landing page: AVIF and WebP at the widths its layout needs, never larger than the photo itself.
 * WebP doubles as the <img> fallback: every browser the site supports decodes it, and a PNG of a
 * photo would be a large file and a slow build for nobody.
 */

/** The formats of every library photo on the landing page, best first. */
export const photoFormats: ImageOutputFormat[] = ['avif', 'webp'];

/** The format of the `<img>` inside the `<picture>`. */
export const photoFallback: ImageOutputFormat = 'webp';

/** What to make of one photo: the largest image's size (the photo's ratio) and the srcset widths. */
export interface PhotoPlan {
  width: number;
  height: number;
  widths: number[];
}

const sizes = new Map<string, Promise<{ width: number; height: number }>>();

/**
 * The plan for `src` at `widths`: widths above the photo's own are dropped (and the photo's width
 * used instead), so no image is upscaled; the largest width is also the fallback's width, so the
 * fallback is one of the srcset's files rather than a full-size extra. Sizes are read once a build.
 */
export async function photoPlan(src: string, widths: readonly number[]): Promise<PhotoPlan> {
  let pending = sizes.get(src);
  if (!pending) {
    pending = inferRemoteSize(src).then(({ width, height }) => ({ width, height }));
    sizes.set(src, pending);
  }
  const photo = await pending;
  const width = Math.min(photo.width, Math.max(...widths));
  const fitting = widths.filter((w) => w < width);
  return {
    width,
    height: Math.round((photo.height * width) / photo.width),
    widths: [...fitting, width],
  };
}
