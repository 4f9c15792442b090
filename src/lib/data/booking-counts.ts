/**
 * The counts the admin reads on every page (docs/product.md#overview): new booking requests (the
 * sidebar's badge) and requests older than the retention period (the Overview's reminder). Apart
 * from booking-requests.ts, so the first view does not load the Bookings page's reads and writes.
 */
import { defaultRetentionMonths, retentionMonths } from '../content/booking-retention.ts';
import type { SettingKey } from '../content/schema.ts';
import { supabase } from '../supabase.ts';

/**
 * A failed read or write, with the service's message (a write's: the owner's sentence for it,
 * failure-message.ts) and, where the database gave one, its error code (a refusal's 42501), as a
 * checked update's failure keeps it.
 */
export class BookingError extends Error {
  code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.code = code;
  }
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

/** One site setting the Bookings page uses, as stored; undefined when it has no row. */
export async function bookingSetting(key: SettingKey): Promise<string | undefined> {
  const { data, error } = await supabase
    .from('site_settings')
    .select('value')
    .eq('key', key)
    .maybeSingle();
  if (error) throw new BookingError(error.message);
  return data?.value;
}

/**
 * How many months requests are kept before the purge may delete them: the owner's
 * `booking_retention_months` site setting (the one the purge reads), 24 when it is not set.
 */
export async function bookingRetentionMonths(): Promise<number> {
  return retentionMonths(await bookingSetting('booking_retention_months'));
}

/** The requests the purge would delete now, and the retention period they are older than. */
export interface OverdueBookings {
  count: number;
  months: number;
}

/**
 * How many requests are older than the retention period (the Overview's reminder, the count the
 * Bookings page's purge names). The database counts them from the same cutoff the purge uses
 * (calendar months, its clock), so the number is exactly what the purge deletes; the period is
 * read only when there is something to say.
 */
export async function loadOverdueBookings(): Promise<OverdueBookings> {
  const { data: count, error } = await supabase.rpc('count_overdue_booking_requests');
  if (error) throw new BookingError(error.message);
  return { count, months: count > 0 ? await bookingRetentionMonths() : defaultRetentionMonths };
}
