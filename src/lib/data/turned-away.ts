/**
 * The Bookings page's notice of the booking requests the rate limits turned away in the last 7
 * days (docs/product.md#bookings): what `count_turned_away_booking_requests()` answers, and
 * whether the admin dismissed the notice since the latest of them. Dismissed, it keeps the latest
 * hour and that hour's number in the admin's user metadata (every browser of theirs, as "Not
 * needed" does for the setup list); a refusal after it makes a later hour or a bigger number for
 * that hour, where the count alone could be the same again as hours age out of the 7 days. Pure,
 * unit-tested; booking-requests.ts reads the answer.
 */

/** The requests turned away in the last 7 days, and the latest hour that had one. */
export interface TurnedAway {
  requests: number;
  /** The latest hour with a refusal (as the database writes a time), null with none. */
  latestHour: string | null;
  /** How many were turned away in that hour. */
  latestHourRequests: number;
}

/** The user-metadata field that keeps what an admin saw when they dismissed the notice. */
export const turnedAwaySeenField = 'turned_away_seen';

/** The user metadata that says the admin saw `shown` (saved with `saveUserMetadata`). */
export function turnedAwaySeenMetadata(shown: TurnedAway): Record<string, unknown> {
  return { [turnedAwaySeenField]: { hour: shown.latestHour, requests: shown.latestHourRequests } };
}

/**
 * Whether the notice shows: some were turned away, and the latest hour with one is later than the
 * one `metadata` (a user's metadata) says was seen, or is that hour with more since. Anything
 * else kept there reads as nothing seen.
 */
export function turnedAwayUnseen(
  turnedAway: TurnedAway,
  metadata: Record<string, unknown> | undefined,
): boolean {
  const { requests, latestHour, latestHourRequests } = turnedAway;
  if (requests === 0 || latestHour === null) return false;
  const seen = metadata?.[turnedAwaySeenField] as { hour?: unknown; requests?: unknown } | null;
  const seenHour = typeof seen?.hour === 'string' ? Date.parse(seen.hour) : NaN;
  if (Number.isNaN(seenHour) || typeof seen?.requests !== 'number') return true;
  const latest = Date.parse(latestHour);
  return latest > seenHour || (latest === seenHour && latestHourRequests > seen.requests);
}
