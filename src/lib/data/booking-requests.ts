/**
 * The Bookings page's data module (docs/product.md#bookings): the requests visitors sent from the
 * landing page, newest first, their status and the owner's note, their add-ons in the admin's
 * language (add-on-names.ts), their packages as the site's content names them, and the purge; the counts every admin page reads are in
 * booking-counts.ts (re-exported here). Visitors never read this table; RLS lets only an admin do
 * any of this.
 */
import type { Enums, Tables } from '../database.types.ts';
import type { AddOnNames } from './add-on-names.ts';
import { loadAddOnNames } from './additional-services.ts';
import { checkedUpdate, type CheckedUpdate } from './checked-update.ts';
import { failureMessage } from './failure-message.ts';
import { loadPackageNames, type PackageNames } from './service-packages.ts';
import { supabase } from '../supabase.ts';
import { BookingError, bookingSetting } from './booking-counts.ts';
import type { TurnedAway } from './turned-away.ts';

export {
  BookingError,
  bookingRetentionMonths,
  countNewBookingRequests,
  loadOverdueBookings,
  type OverdueBookings,
} from './booking-counts.ts';
export { shownAddOns, type AddOnNames, type ShownAddOn } from './add-on-names.ts';
export type { PackageNames } from './service-packages.ts';

/** One booking request as stored. */
export type BookingRequest = Tables<'booking_requests'>;

/** new, confirmed, done, declined (turned down by the owner) or cancelled. */
export type BookingStatus = Enums<'booking_status'>;

/**
 * Every status, in the order a request moves through them. A record, so a status the database
 * adds does not compile until it is placed here; written out rather than read from the generated
 * `Constants`, which would load every enum of the database with the admin's first view.
 */
const statusOrder: Record<BookingStatus, number> = {
  new: 0,
  confirmed: 1,
  done: 2,
  declined: 3,
  cancelled: 4,
};
export const bookingStatuses: readonly BookingStatus[] = (
  Object.keys(statusOrder) as BookingStatus[]
).sort((a, b) => statusOrder[a] - statusOrder[b]);

/**
 * Rows one read of the data API answers at most (hosted Supabase's `max_rows`, mirrored by the
 * local backend: docs/architecture.md#local-backend); longer lists are read page by page.
 */
const pageSize = 1000;

/**
 * The requests with the given status (every request when none), newest first. Read in pages: a
 * busy season's requests over the retention period can pass the data API's 1,000 rows a read, and
 * the oldest would otherwise be missing without a word.
 */
export async function listBookingRequests(status?: BookingStatus): Promise<BookingRequest[]> {
  const requests = new Map<string, BookingRequest>();
  for (let offset = 0; ;) {
    let query = supabase.from('booking_requests').select('*', { count: 'exact' });
    if (status) query = query.eq('status', status);
    const { data, count, error } = await query
      .order('created_at', { ascending: false })
      .order('id')
      .range(offset, offset + pageSize - 1);
    if (error) throw new BookingError(error.message);
    // A request sent meanwhile moves the rest one place on: the one read twice is kept once.
    for (const request of data) requests.set(request.id, request);
    // The next page starts after the rows this one had (a server with a lower cap answers fewer
    // than asked for); the count says when all are read, an empty page if some were purged meanwhile.
    offset += data.length;
    if (!data.length || offset >= (count ?? 0)) return [...requests.values()];
  }
}

/**
 * The requests the page lists, the add-on services' names to show their add-ons by, the packages'
 * names to show and reply with (none read: the fixed names), and the business's name the replies
 * to visitors are signed with ('' when Site Settings has none).
 */
export interface BookingRequests {
  requests: BookingRequest[];
  addOns: AddOnNames;
  packageNames: PackageNames;
  businessName: string;
}

/** The business's name, Site Settings' company name; '' when it is not set. */
async function loadBusinessName(): Promise<string> {
  return (await bookingSetting('company_name'))?.trim() ?? '';
}

/**
 * The Bookings page's reader for one visit of the page: each call reads the requests with the
 * given status (every request when none), newest first, with the add-on services' names, so each
 * request's add-ons are shown in the admin's language (`shownAddOns`), the packages' names and the
 * business's name. The names are read with the first call only (again after a failed read), not at
 * every reread of the list; they hold both languages, so a switch of the admin's language needs no
 * new read. Packages' names that cannot be read are none: the page names the packages by their
 * fixed names instead of failing.
 */
export function bookingRequestsReader(): (status?: BookingStatus) => Promise<BookingRequests> {
  let names: Promise<[AddOnNames, PackageNames, string]> | undefined;
  return async (status) => {
    const read = (names ??= Promise.all([
      loadAddOnNames(),
      loadPackageNames().catch((): PackageNames => ({})),
      loadBusinessName(),
    ]).catch((error: unknown) => {
      names = undefined;
      throw error;
    }));
    const [requests, [addOns, packageNames, businessName]] = await Promise.all([
      listBookingRequests(status),
      read,
    ]);
    return { requests, addOns, packageNames, businessName };
  };
}

/**
 * What the owner changed on a request: its status, their own note (null for none), or both; a
 * field left out is not written.
 */
export interface BookingChanges {
  status?: BookingStatus;
  owner_note?: string | null;
}

/**
 * Saves what the owner changed of a request's status and note, together, if nobody changed the
 * request since `request` was read (the editors' checked update): the saved row, or a conflict
 * with their version, or why nothing was written. Only the fields in `changes` are written, so an
 * overwrite keeps another admin's change to the other one. The database trims the note and stores
 * a blank one as null.
 */
export function saveBookingRequest(
  request: BookingRequest,
  changes: BookingChanges,
): Promise<CheckedUpdate<BookingRequest>> {
  return checkedUpdate<BookingRequest>(
    'booking_requests',
    { id: request.id },
    request.updated_at,
    { ...changes },
    '*',
  );
}

/** Booking notifications that do not reach the owner: since when, the last error, how many. */
export interface BookingHookFailure {
  failingSince: string;
  lastFailedAt: string;
  error: string;
  failures: number;
}

/**
 * Whether the booking notification webhook fails (the database records each call and what the
 * receiver answered): the failure, or null while the latest call with a known outcome went through.
 */
export async function loadBookingHookFailure(): Promise<BookingHookFailure | null> {
  const { data, error } = await supabase.rpc('booking_hook_failure');
  if (error) throw new BookingError(error.message);
  const row = data[0];
  return row
    ? {
        failingSince: row.failing_since,
        lastFailedAt: row.last_failed_at,
        error: row.error,
        failures: row.failures,
      }
    : null;
}

/**
 * How many booking requests the rate limits turned away in the last 7 days (too many from one
 * client address or for one phone or e-mail), and the latest hour with one and its number: the
 * database counts them by the hour (turned-away.ts judges whether the admin saw them).
 */
export async function loadTurnedAwayBookingRequests(): Promise<TurnedAway> {
  const { data, error } = await supabase.rpc('count_turned_away_booking_requests');
  if (error) throw new BookingError(error.message);
  const row = data[0];
  return {
    requests: row?.requests ?? 0,
    latestHour: row?.latest_hour ?? null,
    latestHourRequests: row?.latest_hour_requests ?? 0,
  };
}

/**
 * Deletes the requests older than the retention period; answers how many were deleted. A failure
 * says why as a status change's does (a refusal to the account, no answer) and keeps the database's
 * code (docs/decisions.md#a-failed-purge-says-why-as-a-status-change-does).
 */
export async function purgeOldBookingRequests(): Promise<number> {
  const { data, error } = await supabase.rpc('purge_booking_requests');
  if (error) throw new BookingError(failureMessage(error), error.code);
  return data;
}
