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
