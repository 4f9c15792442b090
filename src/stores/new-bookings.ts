/**
 * How many booking requests are still new, shared by the sidebar's badge, the Overview and the
 * Bookings page (which refreshes it after each status change). Null until read, or when unreadable.
 * The product has no realtime channel (docs/decisions.md#realtime-stand-in): while an admin page
 * is open and in view, the count is re-read every NEW_BOOKINGS_POLL_MS (a count-only request) and
 * whenever the window comes back into view, so a request sent meanwhile shows without a reload.
 */
import { atom, onMount } from 'nanostores';
import { countNewBookingRequests } from '../lib/data/booking-counts.ts';
import { confirmSession } from './auth.ts';

/** How often the count is re-read while the admin is in view. */
export const NEW_BOOKINGS_POLL_MS = 10_000;

/** The number of new booking requests; null until the first count arrives. */
export const $newBookings = atom<number | null>(null);

/**
 * Counts the new requests again; a failed count leaves the last number (the badge is a hint). A
 * count that falls to none is kept only once the session is confirmed: an ended session counts
 * none under row-level security, and the owner is then sent to sign in instead
 * (docs/architecture.md#sessions).
 */
export async function refreshNewBookings(): Promise<void> {
  try {
    const count = await countNewBookingRequests();
    if (count === 0 && ($newBookings.get() ?? 0) > 0 && !(await confirmSession())) return;
    $newBookings.set(count);
  } catch {
    // The Bookings page and the Overview report read failures; the badge just stays as it was.
  }
}

function refreshIfVisible(): void {
  if (document.visibilityState === 'visible') void refreshNewBookings();
}

// The first reader (the sidebar) triggers the first count and the polling.
onMount($newBookings, () => {
  void refreshNewBookings();
  const timer = setInterval(refreshIfVisible, NEW_BOOKINGS_POLL_MS);
  window.addEventListener('focus', refreshIfVisible);
  document.addEventListener('visibilitychange', refreshIfVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', refreshIfVisible);
    document.removeEventListener('visibilitychange', refreshIfVisible);
  };
});
