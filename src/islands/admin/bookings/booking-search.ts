/**
 * The Bookings page's search (docs/product.md#bookings): which of the listed requests the owner
 * means by what was typed, a name, an e-mail or a phone, however it is written.
 */
import type { BookingRequest } from '../../../lib/data/booking-requests.ts';

type Searched = Pick<BookingRequest, 'name' | 'email' | 'phone'>;

/** `text` lowercased, its accents dropped: 'María José' reads 'maria jose'. */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The digits of `text`: a stored phone '+17035550142' reads '17035550142'. */
const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** A search written as a phone is ('(703) 555', '555-0142', '+1 703…'): digits and separators. */
const phoneLike = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

/**
 * Whether `request` is one the owner searched for: every word of `search` is in its name or its
 * e-mail, case and accents aside ('maria' finds 'María José'), or, for a search written as a
 * phone, its digits are in the request's phone, however the phone is shown ('7035550142',
 * '555-0142' and '(703) 555' all find the stored '+17035550142'). An empty search finds every one.
 */
export function matchesSearch(request: Searched, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded(`${request.name} ${request.email ?? ''}`);
  if (words.every((word) => text.includes(word))) return true;
  return phoneLike.test(search.trim()) && digitsOf(request.phone ?? '').includes(digitsOf(search));
}

/** The requests `search` finds, in their order (newest first). */
export function searchRequests<Request extends Searched>(
  requests: readonly Request[],
  search: string,
): Request[] {
  return requests.filter((request) => matchesSearch(request, search));
}
