import { useSyncExternalStore } from 'react';

/**
 * A hook answering whether `query` matches now, following rotation and window resizing. Its
 * subscribe and read functions are made once per query, so a render never resubscribes.
 */
export function mediaQueryHook(query: string): () => boolean {
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
