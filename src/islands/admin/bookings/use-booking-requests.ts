import { useCallback } from 'react';
import { listBookingRequests, type BookingStatus } from '../../../lib/data/booking-requests.ts';
import { useLoad } from '../use-load.ts';

/** The requests with the status `filter` ('' for all), newest first, and a way to read them again. */
export function useBookingRequests(filter: BookingStatus | '') {
  const load = useCallback(() => listBookingRequests(filter || undefined), [filter]);
  return useLoad(load);
}
