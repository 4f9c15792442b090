import { imageSchema } from '../schemas/images.ts';
import { supabaseUrl, type Row } from './api-rows.ts';
import { carouselLimit, carouselReady } from './carousel.ts';
import { leftOutPhotos } from './left-out-photos.ts';
import type { CarouselPhoto, LandingContent } from './load-content.ts';
import { cardPhotoAlt } from './photo-alt.ts';
import type { Language, ServicePackage } from './schema';
import { validateRows } from './validate-rows.ts';

/** An image's texts, as the carousel and the package cards read them. */
const photoTextsSchema = imageSchema.pick({
  url: true,
  alt_text: true,
  alt_text_es: true,
  file_name: true,
});

/**
 * The carousel's photos with the alt text of `lang`: only those with a real alt text in both
 * languages (carouselReady), the first `carouselLimit`.
 */
export function carouselPhotos(lang: Language, rows: Row[]): CarouselPhoto[] {
  return validateRows('images', photoTextsSchema, rows)
    .filter(carouselReady)
    .slice(0, carouselLimit)
    .map((image) => ({
      url: image.url,
      alt: (lang === 'es' ? image.alt_text_es : image.alt_text)!,
    }));
}

/** The packages with their photo's alt text of `lang`, from the library's `photos` texts. */
export function withPhotoAlts(lang: Language, packages: ServicePackage[], photos: Row[]) {
  const texts = new Map(
    validateRows('images', photoTextsSchema, photos).map((image) => [image.url, image]),
  );
  return packages.map((pkg) => ({
    ...pkg,
    image_alt: cardPhotoAlt(pkg.image_url ? texts.get(pkg.image_url) : undefined, lang, pkg.title),
  }));
}

/**
 * `content` without the photos the build cannot use (an unreadable file, a deleted one, an
 * address outside the library): the hero and a package lose their photo, the carousel the slide.
 * The rest of the page publishes; `leftOutPhotos` says what was left out and why.
 */
export async function withUsablePhotos(content: LandingContent): Promise<LandingContent> {
  const { hero, packages, carousel } = content;
  const photos = [
    ...(hero.background_image_url
      ? [{ url: hero.background_image_url, place: 'hero' as const }]
      : []),
    ...packages.flatMap((pkg) =>
      pkg.image_url ? [{ url: pkg.image_url, place: 'package' as const }] : [],
    ),
    ...carousel.map((photo) => ({ url: photo.url, place: 'carousel' as const })),
  ];
  const leftOut = await leftOutPhotos(photos, supabaseUrl());
  const bad = new Set(leftOut.map((photo) => photo.url));
  const usable = (url: string | null) => (url && !bad.has(url) ? url : null);
  return {
    ...content,
    hero: { ...hero, background_image_url: usable(hero.background_image_url) },
    packages: packages.map((pkg) => ({ ...pkg, image_url: usable(pkg.image_url) })),
    carousel: carousel.filter((photo) => !bad.has(photo.url)),
    leftOutPhotos: leftOut,
  };
}

/** The photo addresses of the packages as read, before validation. */
export const packagePhotoUrls = (rows: Row[]): string[] => [
  ...new Set(rows.flatMap((row) => (typeof row.image_url === 'string' ? [row.image_url] : []))),
];
