import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { imageNames } from '../../../lib/data/image-names.ts';
import { useLoad } from '../use-load.ts';

/**
 * A chosen image's name for the owner (docs/product.md#image-library): its description in the
 * admin's language, else the name it was uploaded under; its storage file name only for an image
 * the library does not hold (or while it loads). Null for no image.
 */
export function useImageName(url: string | null): string | null {
  const lang = useStore($adminLanguage);
  const lookup = useCallback(() => (url ? imageNames(url) : Promise.resolve(null)), [url]);
  const { state } = useLoad(lookup);
  const names = state.status === 'ready' ? state.data : null;
  const described = lang === 'es' ? names?.alt_text_es : names?.alt_text;
  return described ?? names?.file_name ?? url?.split('/').pop() ?? url;
}
