import { intlLocales } from '../../i18n/locales.ts';
import type { Language } from './schema.ts';

const nbsp = '\u00a0';

/** An en dash no line may break after (U+2060 WORD JOINER): '8:00–19:00', 'Mon–Fri'. */
export const joinedDash = '\u2013\u2060';

/**
 * A wall-clock time 'HH:MM' as the site writes times in `lang`, one way everywhere (footer hours,
 * the booking form's start times and its confirmation): English on the 12-hour clock, minutes only
 * when they are not :00 ('8 AM', '8:30 AM'); Spanish on the 24-hour clock ('8:00', '19:00'), as
 * its written norm has it and as the structured data's hours read. Its own module, without the
 * dictionaries, so the booking form's script can use it.
 */
export function timeText(lang: Language, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const english = lang === 'en';
  const text = new Intl.DateTimeFormat(intlLocales[lang], {
    hour: 'numeric',
    minute: english && minutes === 0 ? undefined : '2-digit',
    hourCycle: english ? 'h12' : 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
  // ICU puts a narrow or plain space before AM/PM; one non-breaking space keeps the time whole.
  return text.replace(/\s/g, nbsp);
}

/**
 * A time in the owner's own words: a number, a space, then AM/PM or a.m./p.m. in any case and
 * with or without the Spanish space ('8 AM', '8:00 a. m.', '7 pm'), not a word that merely starts
 * so ('8 AMERICAN', '3 am-bulance'; a dash then a number, '8 AM-7 PM', still ends a time).
 */
const writtenTime = /\d[ \u202f]+[ap](?:\.[ \u202f]*)?m\.?(?![\p{L}\p{N}]|-\p{L})/giu;

/**
 * `text` (the owner's, from the database) with the spaces inside each time in it no-break ones,
 * so a line never splits a time ('8 AM', '8:00 a. m.'); nothing else changes, line breaks
 * included (docs/product.md#landing-page).
 */
export function wholeTimes(text: string): string {
  return text.replace(writtenTime, (time) => time.replace(/[ \u202f]+/g, nbsp));
}

/** A span of two times: '8 AM – 7 PM' (unbreakable) in English, '8:00–19:00' in Spanish. */
export function timeSpanText(lang: Language, from: string, to: string): string {
  const [start, end] = [timeText(lang, from), timeText(lang, to)];
  return lang === 'en' ? `${start}${nbsp}\u2013${nbsp}${end}` : `${start}${joinedDash}${end}`;
}

/**
 * A booking window as the confirmation states it: its date and its span, e.g. 'Tuesday,
 * November 26, 10 AM – 12 PM' or 'martes, 26 de noviembre, 10:00–12:00'.
 */
export function windowText(lang: Language, date: string, from: string, to: string): string {
  const day = new Intl.DateTimeFormat(intlLocales[lang], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day}, ${timeSpanText(lang, from, to)}`;
}
