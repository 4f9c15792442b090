/**
 * Which new requests need a call to find another date (docs/product.md#bookings): every preferred
 * window the visitor chose is on a day before today, on the business's calendar (Eastern Time, as
 * the page shows the windows). Pure, unit-tested.
 */
import { businessToday } from '../../../lib/business-time.ts';
import type { BookingRequest } from '../../../lib/data/booking-requests.ts';

type Dated = Pick<BookingRequest, 'status'> & {
  window1_start: string | null;
  window2_start: string | null;
};

/**
 * Whether `request` is still new and each of its preferred windows starts on a day before `today`
 * ('YYYY-MM-DD' on the business's calendar): one window today or later, another status, or no
 * window at all, and it has not.
 */
export function datePassed(request: Dated, today: string = businessToday()): boolean {
  if (request.status !== 'new') return false;
  const starts = [request.window1_start, request.window2_start].filter((start) => start !== null);
  return starts.length > 0 && starts.every((start) => businessToday(new Date(start)) < today);
}
