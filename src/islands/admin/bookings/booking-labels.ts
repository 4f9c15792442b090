/** How the Bookings page words a request's fields (admin text is English only). */
import { adminTime, adminTimeSpan } from '../../../lib/business-time.ts';
import type { BookingRequest, BookingStatus } from '../../../lib/data/booking-requests.ts';

/** Display names of the statuses. */
export const statusLabels: Record<BookingStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** Display names of the vehicle sizes, as the package prices name them. */
export const sizeLabels: Record<BookingRequest['vehicle_size'], string> = {
  sedan: 'Sedan / Coupe',
  suv_2_rows: 'SUV (2 rows)',
  suv_3_rows: 'SUV (3 rows)',
};

/** Display names of where the work is done. */
export const modeLabels: Record<BookingRequest['service_mode'], string> = {
  mobile: 'Mobile (at the address)',
  in_shop: 'In the shop',
};

/** A preferred window on the business's clock, as 'Tue, Nov 24, 10:00 AM – 12:00 PM ET'. */
export function formatWindow(start: string, end: string): string {
  return adminTimeSpan(start, end);
}

/** When a request was sent, on the business's clock, as 'Sun, Nov 22, 3:25 PM ET'. */
export function formatSent(createdAt: string): string {
  return adminTime(createdAt, 'day');
}

/**
 * A stored phone (E.164) as the owner reads it: a US number as '(571) 555-0142', any other as
 * stored ('+442079460958').
 */
export function formatPhone(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}

/** The package as a title ('Gold'), or 'Not chosen'. */
export function packageLabel(packageType: BookingRequest['package_type']): string {
  return packageType ? packageType.charAt(0).toUpperCase() + packageType.slice(1) : 'Not chosen';
}
