/**
 * How the Bookings page words a request's fields, in the admin's language: the keys of the
 * `bookings` texts for each stored value, and the times on the business's clock.
 */
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import type { AdminFormat } from '../../../i18n/admin/format.ts';
import type { Translate } from '../../../i18n/admin/messages.ts';
import type { Language } from '../../../lib/content/schema.ts';
import type {
  BookingRequest,
  BookingStatus,
  PackageNames,
} from '../../../lib/data/booking-requests.ts';

type Key = NamespaceKey<'bookings'>;

/** The names of the statuses. */
export const statusKeys: Record<BookingStatus, Key> = {
  new: 'statusNew',
  confirmed: 'statusConfirmed',
  done: 'statusDone',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
};

/** The status filter's choices, naming the requests it shows: 'Nuevas' where a request is 'Nueva'. */
export const filterKeys: Record<BookingStatus, Key> = {
  new: 'filterNew',
  confirmed: 'filterConfirmed',
  done: 'filterDone',
  declined: 'filterDeclined',
  cancelled: 'filterCancelled',
};

/** The toast after a change to each status: 'Marked as confirmed'. */
export const markedKeys: Record<BookingStatus, Key> = {
  new: 'markedNew',
  confirmed: 'markedConfirmed',
  done: 'markedDone',
  declined: 'markedDeclined',
  cancelled: 'markedCancelled',
};

/** What an empty list filtered by each status says: 'No confirmed requests.' */
export const noneKeys: Record<BookingStatus, Key> = {
  new: 'noneNew',
  confirmed: 'noneConfirmed',
  done: 'noneDone',
  declined: 'noneDeclined',
  cancelled: 'noneCancelled',
};

/** The vehicle sizes, as the package prices name them. */
const sizeKeys: Record<NonNullable<BookingRequest['vehicle_size']>, Key> = {
  sedan: 'sizeSedan',
  suv_2_rows: 'sizeSuv2',
  suv_3_rows: 'sizeSuv3',
};

/** The vehicle asked for: its size ('SUV 2 rows'), or a fleet's ('Fleet · 8 vehicles'). */
export function vehicleText(
  t: Translate<'bookings'>,
  { vehicle_size, vehicle_count }: Pick<BookingRequest, 'vehicle_size' | 'vehicle_count'>,
): string {
  return vehicle_size ? t(sizeKeys[vehicle_size]) : t('fleetCount', { count: vehicle_count ?? 0 });
}

/** Where the work is done. */
export const modeKeys: Record<BookingRequest['service_mode'], Key> = {
  mobile: 'modeMobile',
  in_shop: 'modeInShop',
};

/** The packages' fixed names ('Gold', 'Oro'), or, as the visitor's form said it, 'Not sure yet'. */
function packageKey(packageType: BookingRequest['package_type']): Key {
  if (packageType === 'silver') return 'packageSilver';
  if (packageType === 'gold') return 'packageGold';
  if (packageType === 'platinum') return 'packagePlatinum';
  return 'packageNone';
}

/**
 * The package chosen, in the admin's `language`: as the site's content names it there (`names`,
 * 'Premium Shine'), else by its fixed name ('Gold', 'Oro'); none chosen reads 'Not sure yet'.
 */
export function packageText(
  t: Translate<'bookings'>,
  packageType: BookingRequest['package_type'],
  language: Language,
  names: PackageNames = {},
): string {
  return (packageType && names[language]?.[packageType]) || t(packageKey(packageType));
}

/**
 * An estimate as the booking form stores it (src/scripts/booking-logic.ts): its dollars ('$170',
 * '$215 – $230'), then, for an add-on priced in words, ' + ' and 'extra fee' in the words of the
 * visitor's page.
 */
const formEstimate = /^(\$\d[\d,]*(?:\.\d\d)?(?: – \$\d[\d,]*(?:\.\d\d)?)?)( \+ .+)?$/;

/**
 * The estimate the visitor was shown, in the admin's language: its dollars as stored, and its
 * extra fee, stored in the words of the visitor's page, in the admin's ('+ cargo adicional');
 * undefined for a text of another shape, which is shown as stored.
 */
export function estimateText(t: Translate<'bookings'>, estimate: string): string | undefined {
  const [, amount, extra] = formEstimate.exec(estimate) ?? [];
  if (!amount) return undefined;
  return extra ? t('estimateExtra', { amount }) : amount;
}

/** A preferred window on the business's clock, as 'Tue, Nov 24, 10:00 AM – 12:00 PM ET'. */
export function formatWindow(format: AdminFormat, start: string, end: string): string {
  return format.span(start, end);
}

/** When a request was sent, on the business's clock, as 'Sun, Nov 22, 3:25 PM ET'. */
export function formatSent(format: AdminFormat, createdAt: string): string {
  return format.time(createdAt, 'day');
}

/** A stored phone as a `tel:`/`sms:` link takes it: its digits and a leading '+'. */
export const phoneDigits = (phone: string): string => phone.replace(/[^\d+]/g, '');
