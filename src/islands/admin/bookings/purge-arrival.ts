/**
 * The way to the purge, last on the Bookings page (docs/product.md#bookings): the Overview's
 * reminder of old requests links to `purgePath`, and the page, once its list and the purge's count
 * are read (so nothing moves it after), scrolls the purge into view and gives it the focus. Both
 * ways there work: the admin's own navigation (stores/router.ts keeps the fragment) and a full
 * page load (a bookmark, a new tab), where the browser's own jump finds no purge yet.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $router, adminPaths } from '../../../stores/router.ts';

const purgeHash = '#purge';

/** The Bookings page at its purge. */
export const purgePath = `${adminPaths.bookings}${purgeHash}`;

/**
 * Once `ready`, when the page was opened at its purge, brings `target()` (the purge's button, or
 * the line saying none is old) to the middle of the screen and focuses it; once per visit.
 */
export function usePurgeArrival(target: () => HTMLElement | null, ready: boolean): void {
  const atPurge = useStore($router)?.hash === purgeHash;
  const arrived = useRef(false);
  useEffect(() => {
    if (!ready || !atPurge || arrived.current) return;
    const element = target();
    if (!element) return;
    arrived.current = true;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [ready, atPurge, target]);
}
