/**
 * What the owner may type as a price and what is stored: one table for the site's normaliser
 * (tests/unit/price.test.ts) and the database's (tests/db/prices.test.ts), so the two cannot
 * drift. `null` means refused.
 */

/** Package prices: an amount only. */
export const amountCases: [typed: string, stored: string | null][] = [
  ['195', '195'],
  ['$195', '195'],
  [' $195 ', '195'],
  ['$ 195', '195'],
  ['$1,200', '1200'],
  ['19.5', '19.50'],
  ['19.50', '19.50'],
  ['195.00', '195'],
  ['0195', '195'],
  ['abc', null],
  ['1 9 0', null],
  ['', null],
  ['$', null],
  ['19.505', null],
  // A decimal comma, as Spanish writes cents; a comma before three digits groups thousands.
  ['19,50', '19.50'],
  ['$19,5', '19.50'],
  ['1,20', '1.20'],
  ['195,00', '195'],
  ['1.200,50', '1200.50'],
  ['$ 1.200,5', '1200.50'],
  ['1,500', '1500'],
  ['19,5000', null],
  ['1.200', null],
  ['1,200,50', null],
  ['1.2,50', null],
  ['19,', null],
  ['0,50', null],
  ['195$', null],
  ['-5', null],
  ['12.', null],
  ['$45-$60', null],
  // From $1 to $99,999.99: a 0 or a digit too many is a slip, refused.
  ['1', '1'],
  ['$99,999.99', '99999.99'],
  ['0', null],
  ['0.50', null],
  ['100000', null],
  ['99999999999', null],
];

/** Add-on prices: an amount, a range, or words without a digit. */
export const addOnPriceCases: [typed: string, stored: string | null][] = [
  ['$40', '40'],
  ['$45-$60', '45-60'],
  ['45 – 60', '45-60'],
  ['$45 - $45', '45'],
  ['$1,000-$1,500.5', '1000-1500.50'],
  ['45,50', '45.50'],
  ['$19,50 – $25,5', '19.50-25.50'],
  ['45,50-60', '45.50-60'],
  ['1.200,50 - 1.500', null],
  ['Additional Fee', 'Additional Fee'],
  ['  Cargo adicional ', 'Cargo adicional'],
  ['60-45', null],
  ['from $40', null],
  ['1-2-3', null],
  ['1 9 0', null],
  ['', null],
  ['   ', null],
  ['0', null],
  ['0-40', null],
  ['40-100000', null],
];
