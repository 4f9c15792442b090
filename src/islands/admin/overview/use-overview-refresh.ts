import { useEffect, useRef } from 'react';
import { $newBookings } from '../../../stores/new-bookings.ts';

/**
 * Re-runs `reload` when the Overview comes back into view (window focus, tab shown) and when the
 * count of new booking requests changes (a request arrived or was handled), so the Overview's
 * numbers follow without a reload (docs/product.md#overview).
 */
export function useOverviewRefresh(reload: () => unknown): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    let seen = $newBookings.get();
    const stopListening = $newBookings.listen((count) => {
      if (seen !== null && count !== seen) refresh();
      seen = count;
    });
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      stopListening();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
}
