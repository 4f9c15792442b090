import { intlLocales } from '../../i18n/locales.ts';
import type { Language } from './schema.ts';

const nbsp = '\u00a0';

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
