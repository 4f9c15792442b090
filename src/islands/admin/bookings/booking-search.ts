/**
 * The Bookings page's search (docs/product.md#bookings): which of the listed requests the owner
 * means by what was typed, a name, an e-mail, a phone or an address, however it is written.
 */
import { foldedCase } from '../../../lib/content/folded.ts';
import type { BookingRequest } from '../../../lib/data/booking-requests.ts';

type Searched = Pick<BookingRequest, 'name' | 'email' | 'phone' | 'address'>;

/**
 * `text` as a search compares it: lowercased, its accents dropped and the marks that join or wrap
 * parts of names, e-mails and phones taken out ("María O'Brien-Peña" reads 'maria obrienpena',
 * '(703) 555-0142' reads '703 5550142').
 */
const folded = (text: string): string => foldedCase(text).replace(/['’.()+-]/g, '');

/**
 * Whether `request` is one the owner searched for: every word of `search` is in its name, its
 * e-mail, its address (or ZIP) or its phone's digits, case, accents and joining marks aside
 * ('maria' finds 'María José', 'obrien' finds "O'Brien", 'maria 0142' finds María's request from
 * (703) 555-0142, 'oak 22030' the one for '12 Oak St., Fairfax 22030'), so a phone is found however
 * it is written or read out ('7035550142', '555-0142', '(703) 555' and '703 555 0142' all find the
 * stored '+17035550142'). An empty search finds every one.
 */
export function matchesSearch(request: Searched, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const typed = `${request.name} ${request.email ?? ''} ${request.address ?? ''}`;
  const text = `${folded(typed)} ${(request.phone ?? '').replace(/\D/g, '')}`;
  return words.every((word) => text.includes(word));
}

/** The requests `search` finds, in their order (newest first). */
export function searchRequests<Request extends Searched>(
  requests: readonly Request[],
  search: string,
): Request[] {
  return requests.filter((request) => matchesSearch(request, search));
}
