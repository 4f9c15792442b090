import { useSyncExternalStore } from 'react';

/** Whether `query` matches now; follows rotation and window resizing. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Narrower than 768 px (docs/product.md#business-facts): the sidebar becomes an off-canvas sheet.
 */
export const useIsMobile = (): boolean => useMediaQuery('(max-width: 767.98px)');

/**
 * Narrower than 1280 px: beside the sidebar, a table of records (bookings, expenses) would need
 * more room than it has, and its last columns (View, Edit, Delete) would hide past the edge; the
 * pages show such records as a list instead (docs/product.md#admin-shell).
 */
export const useRecordsAsList = (): boolean => useMediaQuery('(max-width: 1279.98px)');
