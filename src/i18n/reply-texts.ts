import type { Language } from '../lib/content/schema.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The start of the owner's reply to a booking request, in the language of the page the visitor
 * sent it from (not the admin's): the Bookings page's Text and E-mail open with it
 * (docs/product.md#bookings). Its own module, so the admin does not load the site's dictionaries.
 */
const replyTexts: Record<Language, { greeting: string; subject: string }> = {
  en: {
    greeting: 'Hi {name}, thank you for your detailing request.',
    subject: 'Your detailing request',
  },
  es: {
    greeting: 'Hola {name}, gracias por su solicitud de detallado.',
    subject: 'Su solicitud de detallado',
  },
};

/** The reply's subject and its first words, greeting the visitor by the first name they typed. */
export function replyText(language: Language, name: string): { subject: string; body: string } {
  const { greeting, subject } = replyTexts[language];
  const first = name.trim().split(/\s+/)[0] ?? '';
  return { subject, body: fillPlaceholders(greeting, { name: first }) };
}
