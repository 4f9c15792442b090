/**
 * Money, counts and dates as the admin shows them in its language
 * (docs/architecture.md#admin-language): money stays US dollars in both ('$1,234.50') and counts
 * are grouped as money is ('1,000'); dates and times follow the language ('Nov 23, 2026' /
 * '23 nov 2026'), times on the business's clock with 'ET'. The one place admin views get them
 * from; the formatting itself is business-time.ts's and money.ts's.
 */
import { useStore } from '@nanostores/react';
import { adminDate, adminTime, adminTimeSpan, type TimeStyle } from '../../lib/business-time.ts';
import { formatAmount, formatCents } from '../../lib/expenses/money.ts';
import { numberLocales } from '../locales.ts';
import { $adminLanguage, type AdminLanguage } from './language.ts';

/** The formatters of one language. */
export interface AdminFormat {
  lang: AdminLanguage;
  /** A decimal amount string in US dollars, whatever the language: '1234.5' → '$1,234.50'. */
  money: (amount: string) => string;
  /** Whole cents in US dollars: 123450 → '$1,234.50'. */
  cents: (cents: number) => string;
  /** A calendar date 'YYYY-MM-DD': 'Nov 23, 2026' / '23 nov 2026'. */
  date: (date: string) => string;
  /**
   * An instant on the business's clock with 'ET': 'Nov 24, 2026, 10:05 AM ET' /
   * '24 nov 2026, 10:05 a. m. ET' ('day': 'Tue, Nov 24, 10:00 AM ET'; 'time': '10:00 AM ET').
   */
  time: (when: string | number | Date, style?: TimeStyle) => string;
  /** Two instants of one day: 'Tue, Nov 24, 10:00 AM – 12:00 PM ET'. */
  span: (start: string, end: string) => string;
  /**
   * A whole count with its thousands grouped as the admin's money is, in both languages: 1000 →
   * '1,000' (Spanish too, as in the US; docs/decisions.md#counts-grouped-in-the-admin).
   */
  count: (count: number) => string;
}

const cache = new Map<AdminLanguage, AdminFormat>();

/** The formatters of `lang` (by default the admin's current language, for code outside React). */
export function adminFormat(lang: AdminLanguage = $adminLanguage.get()): AdminFormat {
  let format = cache.get(lang);
  if (!format) {
    const counts = new Intl.NumberFormat(numberLocales[lang], { maximumFractionDigits: 0 });
    format = {
      lang,
      money: formatAmount,
      cents: formatCents,
      date: (date) => adminDate(date, lang),
      time: (when, style) => adminTime(when, style, lang),
      span: (start, end) => adminTimeSpan(start, end, lang),
      count: (count) => counts.format(count),
    };
    cache.set(lang, format);
  }
  return format;
}

/** The formatters of the admin's language; a view using them re-renders after a switch. */
export function useAdminFormat(): AdminFormat {
  return adminFormat(useStore($adminLanguage));
}
