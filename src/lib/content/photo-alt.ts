/*
 * The alt text of a package card's photo (docs/decisions.md#a-package-photos-alt-text):
 * the image library's alt text in the page's language, unless it only repeats the card's title,
 * which the card's heading already says; then, and without a written one, the photo is decorative.
 */
import { realAltText, type CarouselCandidate } from './carousel.ts';
import { foldedCase } from './folded.ts';
import type { Language } from './schema.ts';

/** Text as a comparison reads it: case, accents and runs of spaces aside. */
const compared = (text: string): string => foldedCase(text).replace(/\s+/g, ' ').trim();

/**
 * The `alt` of a card's photo titled `title`, in `lang`: the image's alt text of that language
 * (never the other's), or '' when it has none, when it is the file name, or when it reads as the
 * title.
 */
export function cardPhotoAlt(
  image: CarouselCandidate | undefined,
  lang: Language,
  title: string,
): string {
  const text = (lang === 'es' ? image?.alt_text_es : image?.alt_text)?.trim() ?? '';
  if (!realAltText(text, image?.file_name ?? null)) return '';
  return compared(text) === compared(title) ? '' : text;
}
