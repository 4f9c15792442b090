import { unitCount } from '../../i18n/locales.ts';
import type { Language } from './schema.ts';

/**
 * Months a booking request is kept when the owner has not set `booking_retention_months` (the
 * settings' default reads it). The database's purge uses the same 24 months (migration
 * 20261124100000): keep the two in step. Here rather than in schema.ts, so the admin's first view,
 * which reads it through the booking requests, does not load the content schema.
 */
export const defaultRetentionMonths = 24;

/** The stored `booking_retention_months` value as months; the default when unset or unreadable. */
export function retentionMonths(value: string | null | undefined): number {
  const months = Number(value?.trim() || Number.NaN);
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : defaultRetentionMonths;
}

/** A number of months as a sentence says it: '1 month', '12 months', '1 mes', '12 meses'. */
export function monthsText(lang: Language, months: number): string {
  return unitCount(lang, 'month', months);
}
