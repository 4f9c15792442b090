/*
 * Which library photos the landing's reviews carousel shows (docs/product.md#image-library): the
 * Testimonials photos that have an alt text in both languages, neither of them the photo's file
 * name. Until then a photo stays in the library, off the public pages; the admin says why.
 */

/** The columns of an image the rule reads. */
export interface CarouselCandidate {
  alt_text: string | null;
  alt_text_es: string | null;
  file_name: string | null;
}

/** How many photos the reviews carousel shows at most. */
export const carouselLimit = 6;

/** The file name with and without its extension, lower case: what an alt text must not be. */
function fileNames(fileName: string | null): string[] {
  const name = fileName?.trim().toLowerCase();
  return name ? [name, name.replace(/\.[^./\\]*$/, '')] : [];
}

/** Whether an alt text is written: not empty, and not the photo's file name. */
export function realAltText(text: string | null, fileName: string | null): boolean {
  const written = text?.trim().toLowerCase();
  return Boolean(written) && !fileNames(fileName).includes(written!);
}

/** Whether a Testimonials photo may be shown: a real alt text in English and in Spanish. */
export function carouselReady(image: CarouselCandidate): boolean {
  return (
    realAltText(image.alt_text, image.file_name) && realAltText(image.alt_text_es, image.file_name)
  );
}
