import type { AdminLanguage } from '../../../i18n/admin/language.ts';
import type { ImageRow } from '../../../lib/data/images.ts';

/** The file name of an image: the name it was uploaded under, else the end of its storage key. */
export function fileName(image: Pick<ImageRow, 'key' | 'file_name'>): string {
  return image.file_name ?? image.key.split('/').pop() ?? image.key;
}

type Described = Pick<ImageRow, 'key' | 'file_name' | 'alt_text' | 'alt_text_es'>;

/** An image's alt text in `lang` (the admin's language), else its English one, and which it is. */
export function altTextIn(
  image: Described,
  lang: AdminLanguage,
): { text: string; lang: AdminLanguage } | undefined {
  const spanish = lang === 'es' ? image.alt_text_es?.trim() : undefined;
  if (spanish) return { text: spanish, lang: 'es' };
  const english = image.alt_text?.trim();
  return english ? { text: english, lang: 'en' } : undefined;
}

/**
 * What names an image in the admin's buttons and picker: its alt text in the admin's language
 * (else the English one), else the name it was uploaded under (an upload has no alt text yet; a
 * dozen "Edit No title" buttons name nothing).
 */
export function imageName(image: Described, lang: AdminLanguage = 'en'): string {
  return altTextIn(image, lang)?.text ?? fileName(image);
}

/**
 * The images matching the library's search ('Search by filename or alt text...', either language,
 * case-insensitive) and category filter ('' = all), in their order (newest first).
 */
export function filterImages(images: readonly ImageRow[], search: string, category: string) {
  const needle = search.trim().toLowerCase();
  return images.filter(
    (image) =>
      (!category || image.category === category) &&
      (!needle ||
        [fileName(image), image.alt_text ?? '', image.alt_text_es ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
