import { useStore } from '@nanostores/react';
import type { Slot } from '../../../lib/data/entries.ts';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { useIsMobile } from '../shell/use-is-mobile.ts';

/**
 * The order an entry's languages show in, in its dialog and in its list's card: side by side,
 * English then Spanish as given; stacked on a phone, the admin's own language first (a stable sort:
 * the rest keep their order), docs/product.md#editors. Whether they are stacked is returned too.
 */
export function useSlotOrder(slots: readonly Slot[]): { order: readonly Slot[]; stacked: boolean } {
  const own = useStore($adminLanguage);
  const stacked = useIsMobile() && slots.length > 1;
  return { order: stacked ? ownLanguageFirst(slots, own) : slots, stacked };
}

/**
 * `slots` with the admin's language `own` first (a stable sort), as stacked languages show:
 * useSlotOrder's on a phone, and always where fields in both languages stand one above the other
 * (an image's alt texts, docs/product.md#image-library).
 */
export function ownLanguageFirst<S extends Slot>(slots: readonly S[], own: Slot): S[] {
  return [...slots].sort((a, b) => Number(b === own) - Number(a === own));
}
