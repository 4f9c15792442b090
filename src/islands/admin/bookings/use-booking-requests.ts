import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingRequestsReader, type BookingStatus } from '../../../lib/data/booking-requests.ts';
import { $newBookings } from '../../../stores/new-bookings.ts';
import { useLoad } from '../use-load.ts';

/**
 * The requests with the status `filter` ('' for all), newest first, with the add-on services'
 * names to show their add-ons by (read once per visit of the page), and a way to read them again.
 * They are read again whenever the count of new requests moves (the sidebar's badge polls it while
 * the admin is in view), so a request sent while the page is open shows up without a reload.
 */
export function useBookingRequests(filter: BookingStatus | '') {
  const [read] = useState(() => bookingRequestsReader());
  const load = useCallback(() => read(filter || undefined), [read, filter]);
  const requests = useLoad(load);
  const { reload } = requests;
  const newCount = useStore($newBookings);
  const counted = useRef(newCount);
  useEffect(() => {
    const before = counted.current;
    counted.current = newCount;
    if (before !== null && newCount !== before) void reload();
  }, [newCount, reload]);
  return requests;
}
