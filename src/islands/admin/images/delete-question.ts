import type { AdminLanguage } from '../../../i18n/admin/language.ts';
import type { Translate } from '../../../i18n/admin/messages.ts';
import type { ImageRow, ImageUse } from '../../../lib/data/images.ts';

/** The image waiting for the owner's answer, and the places of the site that show it. */
export interface PendingDelete {
  image: ImageRow;
  /** The hero and package rows showing it; null when it could not be checked. */
  usedBy: ImageUse[] | null;
}

/**
 * The places as the question names them, each once: 'Hero Section', 'Silver package'. A photo is one
 * for both languages, so a place's two rows are one place; a package is named by its title in the
 * admin's language when it has one.
 */
function placeNames(t: Translate<'images'>, uses: ImageUse[], lang: AdminLanguage): string[] {
  const places = new Map<string, string>();
  for (const use of uses) {
    const place = use.place === 'hero' ? 'hero' : `package:${use.packageType ?? use.title}`;
    if (places.has(place) && use.language !== lang) continue;
    places.set(
      place,
      use.place === 'hero' ? t('usedByHero') : t('usedByPackage', { title: use.title }),
    );
  }
  return [...places.values()];
}

/**
 * The confirmation's sentence: where the image is used (docs/product.md#image-library), then what
 * deleting does.
 */
export function deleteQuestion(
  t: Translate<'images'>,
  { usedBy }: PendingDelete,
  lang: AdminLanguage,
): string {
  const effect = t('deleteEffect');
  if (usedBy === null) return t('usageUnknown', { effect });
  if (usedBy.length === 0) return effect;
  return t('usedBy', { places: placeNames(t, usedBy, lang).join(', '), effect });
}
