import { useSyncExternalStore } from 'react';

/**
 * Narrower than 768 px (docs/product.md#business-facts): the sidebar becomes an off-canvas sheet.
 */
const query = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Whether the screen is phone-sized; follows rotation and window resizing. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
