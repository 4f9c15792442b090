import { useSyncExternalStore } from 'react';

/**
 * A hook answering whether `query` matches now, following rotation and window resizing. Its
 * subscribe and read functions are made once per query, so a render never resubscribes.
 */
function mediaQueryHook(query: string): () => boolean {
  const subscribe = (onChange: () => void) => {
    const media = window.matchMedia(query);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  };
  const matches = () => window.matchMedia(query).matches;
  return function useMediaQuery() {
    return useSyncExternalStore(subscribe, matches, () => false);
  };
}

/**
 * Narrower than 768 px (docs/product.md#business-facts): the sidebar becomes an off-canvas sheet.
 */
export const useIsMobile = mediaQueryHook('(max-width: 767.98px)');

/**
 * Narrower than 1280 px: beside the sidebar, a table of records (bookings, expenses) would need
 * more room than it has, and its last columns (View, Edit, Delete) would hide past the edge; the
 * pages show such records as a list instead (docs/product.md#admin-shell).
 */
export const useRecordsAsList = mediaQueryHook('(max-width: 1279.98px)');
