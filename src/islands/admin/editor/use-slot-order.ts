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
  const order = stacked ? [...slots].sort((a, b) => Number(b === own) - Number(a === own)) : slots;
  return { order, stacked };
}
