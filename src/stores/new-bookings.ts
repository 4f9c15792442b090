/**
 * How many booking requests are still new, shared by the sidebar's badge, the Overview and the
 * Bookings page (which refreshes it after each status change). Null until read, or when unreadable.
 */
import { atom, onMount } from 'nanostores';
import { countNewBookingRequests } from '../lib/data/booking-requests.ts';

/** The number of new booking requests; null until the first count arrives. */
export const $newBookings = atom<number | null>(null);

/** Counts the new requests again; a failed count leaves the last number (the badge is a hint). */
export async function refreshNewBookings(): Promise<void> {
  try {
    $newBookings.set(await countNewBookingRequests());
  } catch {
    // The Bookings page and the Overview report read failures; the badge just stays as it was.
  }
}

// The first reader (the sidebar) triggers the first count.
onMount($newBookings, () => {
  void refreshNewBookings();
});
