/**
 * The Bookings page's data module (docs/product.md#bookings): the requests visitors sent from the
 * landing page, newest first, their status changes, the count of new ones, the count of those older
 * than the retention period and the purge. Visitors never read this table; RLS lets only an admin
 * do any of this.
 */
import { defaultRetentionMonths, retentionMonths } from '../content/booking-retention.ts';
import { Constants, type Enums, type Tables } from '../database.types.ts';
import { checkedUpdate, type CheckedUpdate } from './checked-update.ts';
import { supabase } from '../supabase.ts';

/** One booking request as stored. */
export type BookingRequest = Tables<'booking_requests'>;

/** new, confirmed, done or cancelled. */
export type BookingStatus = Enums<'booking_status'>;

/** Every status, in the order a request moves through them. */
export const bookingStatuses: readonly BookingStatus[] = Constants.public.Enums.booking_status;

/** A failed read or write, with the service's message. */
export class BookingError extends Error {}

/** The requests with the given status (every request when none), newest first. */
export async function listBookingRequests(status?: BookingStatus): Promise<BookingRequest[]> {
  let query = supabase.from('booking_requests').select('*');
  if (status) query = query.eq('status', status);
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw new BookingError(error.message);
  return data;
}

/**
 * Sets a request's status if nobody changed it since `request` was read (the editors' checked
 * update): the saved row, or a conflict with their version, or why nothing was written.
 */
export function setBookingStatus(
  request: BookingRequest,
  status: BookingStatus,
): Promise<CheckedUpdate<BookingRequest>> {
  return checkedUpdate<BookingRequest>(
    'booking_requests',
    { id: request.id },
    request.updated_at,
    { status },
    '*',
  );
}

/** How many requests are still new (count only, no row travels). */
export async function countNewBookingRequests(): Promise<number> {
  const { count, error } = await supabase
    .from('booking_requests')
    .select('*', { count: 'exact', head: true })
    .eq('status', 'new');
  if (error) throw new BookingError(error.message);
  return count ?? 0;
}

/**
 * How many months requests are kept before the purge may delete them: the owner's
 * `booking_retention_months` site setting (the one the purge reads), 24 when it is not set.
 */
export async function bookingRetentionMonths(): Promise<number> {
  const { data, error } = await supabase
    .from('site_settings')
    .select('value')
    .eq('key', 'booking_retention_months')
    .maybeSingle();
  if (error) throw new BookingError(error.message);
  return retentionMonths(data?.value);
}

/** The requests the purge would delete now, and the retention period they are older than. */
export interface OverdueBookings {
  count: number;
  months: number;
}

/**
 * How many requests are older than the retention period (the Overview's reminder). The database
 * counts them from the same cutoff the purge uses (calendar months, its clock), so the number is
 * exactly what the purge deletes; the period is read only when there is something to say.
 */
export async function loadOverdueBookings(): Promise<OverdueBookings> {
  const { data: count, error } = await supabase.rpc('count_overdue_booking_requests');
  if (error) throw new BookingError(error.message);
  return { count, months: count > 0 ? await bookingRetentionMonths() : defaultRetentionMonths };
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

/** Deletes the requests older than the retention period; answers how many were deleted. */
export async function purgeOldBookingRequests(): Promise<number> {
  const { data, error } = await supabase.rpc('purge_booking_requests');
  if (error) throw new BookingError(error.message);
  return data;
}
