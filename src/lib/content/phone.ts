/** Digits of a US phone number in E.164 form ('(571) 555-0142' → '+15715550142'). */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

/** `tel:` link for a displayed phone number. */
export const telHref = (phone: string): string => `tel:${e164(phone)}`;

/** `sms:` link for a displayed phone number. */
export const smsHref = (phone: string): string => `sms:${e164(phone)}`;

/**
 * A US phone number in the site's display form '(571) 555-0142', or null when `text` is not one:
 * ten digits (an optional +1 or 1 before them) whose area code and exchange start with 2–9, with
 * only spaces, dots, dashes and parentheses between them.
 */
export function parseUsPhone(text: string): string | null {
  if (/[^\d\s().+-]/.test(text)) return null;
  const match = /^(?:\+?1)?([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(text.replace(/[\s().-]/g, ''));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : null;
}

/**
 * A phone as the site shows it, however it was typed: a US number (parseUsPhone) as
 * '(571) 555-0142', anything else as written, trimmed. The booking confirmation repeats the
 * visitor's phone so, and the admin shows a stored one (E.164) so.
 */
export function displayPhone(text: string): string {
  return parseUsPhone(text) ?? text.trim();
}

/** WhatsApp click-to-chat link for a displayed phone number ('https://wa.me/15715550142'). */
export const whatsappHref = (phone: string): string =>
  `https://wa.me/${e164(phone).replace(/^\+/, '')}`;
