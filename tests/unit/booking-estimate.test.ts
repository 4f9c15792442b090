import { describe, expect, test } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { es } from '../../src/i18n/es.ts';
import englishAdmin from '../../src/i18n/admin/en/bookings.ts';
import spanishAdmin from '../../src/i18n/admin/es/bookings.ts';
import { fillPlaceholders } from '../../src/i18n/index.ts';
import type { Translate } from '../../src/i18n/admin/messages.ts';
import { estimateText } from '../../src/islands/admin/bookings/booking-labels.ts';
import { estimate } from '../../src/scripts/booking-logic.ts';

// A request's estimate, stored in the words of the page it came from, reads in the admin's
// language in its details (docs/product.md#bookings).

const admin = (messages: Record<string, string>) =>
  ((key, vars) => fillPlaceholders(messages[key] ?? key, vars ?? {})) as Translate<'bookings'>;

const pages = { en: en['booking.extraFee'], es: es['booking.extraFee'] };

describe.each([
  ['en', admin(englishAdmin), 'extra fee'],
  ['es', admin(spanishAdmin), 'cargo adicional'],
] as const)('in the %s admin', (_lang, t, extraFee) => {
  test.each(Object.entries(pages))('a request from the %s page', (_page, words) => {
    // As the booking form stores it.
    expect(estimateText(t, estimate('170', ['45-60', 'price varies'], words)!)).toBe(
      `$215 – $230 + ${extraFee}`,
    );
    expect(estimateText(t, estimate('1,200.50', ['45'], words)!)).toBe('$1,245.50');
  });

  test('a text of another shape is left as stored', () => {
    expect(estimateText(t, 'about two hundred')).toBeUndefined();
  });
});
