/*
 * Money as the expense tracker handles it: an amount is a decimal string ('12', '12.5', '12.50'),
 * as Postgres prints numeric(12, 2); sums are made in whole cents, so no float rounding ever shows
 * (0.10 + 0.20 is $0.30, 3 × 33.33 is $99.99).
 */

const amountPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Whole cents of a decimal amount string ('12.5' → 1250); throws on anything else. */
export function parseCents(amount: string): number {
  const match = amountPattern.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: "${amount}"`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount too large: "${amount}"`);
  return cents;
}

/** The decimal string of whole cents, two decimals and no grouping (1250 → '12.50'). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole cents in US dollars with thousands separators and two decimals (123456 → '$1,234.56'). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  // The dollars are a whole number, so grouping them loses nothing; cents are appended as digits.
  return `${sign}$${grouping.format(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** A decimal amount string in US dollars ('1234.5' → '$1,234.50'). */
export const formatAmount = (amount: string): string => formatCents(parseCents(amount));
