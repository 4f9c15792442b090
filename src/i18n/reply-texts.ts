import { adminTimeSpan } from '../lib/business-time.ts';
import type { Language } from '../lib/content/schema.ts';
import type { BookingRequest } from '../lib/data/booking-requests.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The owner's reply to a booking request, in the language of the page the visitor sent it from
 * (not the admin's): the Bookings page's Text and E-mail open with it (docs/product.md#bookings).
 * It greets the visitor, names what they asked for and signs with the business's name. Its own
 * module, so the admin does not load the site's dictionaries; the package and vehicle names are
 * the ones the admin shows (i18n/admin/{en,es}/bookings.ts). Pure, unit-tested.
 */
const replyTexts: Record<
  Language,
  {
    greeting: string;
    greetingNoName: string;
    thanks: string;
    thanksLine: string;
    yourRequest: string;
    signOff: string;
    subject: string;
    packages: Record<NonNullable<BookingRequest['package_type']>, string>;
    sizes: Record<NonNullable<BookingRequest['vehicle_size']>, string>;
    fleet: string;
  }
> = {
  en: {
    greeting: 'Hi {name},',
    greetingNoName: 'Hi,',
    thanks: 'thank you for your detailing request',
    thanksLine: 'Thank you for your detailing request.',
    yourRequest: 'Your request: {details}',
    signOff: 'Best regards',
    subject: 'Your detailing request',
    packages: { silver: 'Silver', gold: 'Gold', platinum: 'Platinum' },
    sizes: { sedan: 'Sedan / Coupe', suv_2_rows: 'SUV 2 rows', suv_3_rows: 'SUV 3 rows' },
    fleet: 'fleet of {count} vehicles',
  },
  es: {
    greeting: 'Hola {name},',
    greetingNoName: 'Hola,',
    thanks: 'gracias por su solicitud de detallado',
    thanksLine: 'Gracias por su solicitud de detallado.',
    yourRequest: 'Su solicitud: {details}',
    signOff: 'Saludos cordiales',
    subject: 'Su solicitud de detallado',
    packages: { silver: 'Plata', gold: 'Oro', platinum: 'Platino' },
    sizes: { sedan: 'Sedán / Cupé', suv_2_rows: 'SUV de 2 filas', suv_3_rows: 'SUV de 3 filas' },
    fleet: 'flota de {count} vehículos',
  },
};

/** What of a request the reply names; a window may be missing. */
export type ReplyRequest = Pick<
  BookingRequest,
  'language' | 'name' | 'package_type' | 'vehicle_size' | 'vehicle_count'
> & { window1_start?: string | null; window1_end?: string | null };

/** The reply's subject, its text message (one line) and its e-mail's body. */
export interface Reply {
  subject: string;
  sms: string;
  email: string;
}

/**
 * The reply to `request`: greeting the visitor by the first name they typed, naming its package
 * (none when they were not sure), vehicle and first preferred window on the business's clock
 * ('Platinum · SUV 3 rows · Tue, Dec 1, 5:00 PM – 7:00 PM ET'), each only when the request has it,
 * and signed with `business` (the site's company name) when there is one. The text message says
 * the same on one line, its details in brackets and the name after a dash.
 */
export function replyText(request: ReplyRequest, business = ''): Reply {
  const texts = replyTexts[request.language];
  const first = request.name.trim().split(/\s+/)[0] ?? '';
  const greeting = first ? fillPlaceholders(texts.greeting, { name: first }) : texts.greetingNoName;
  const { package_type, vehicle_size, vehicle_count, window1_start, window1_end } = request;
  const details = [
    package_type ? texts.packages[package_type] : '',
    vehicle_size
      ? texts.sizes[vehicle_size]
      : vehicle_count
        ? fillPlaceholders(texts.fleet, { count: vehicle_count })
        : '',
    window1_start && window1_end ? adminTimeSpan(window1_start, window1_end, request.language) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const name = business.trim();
  const email = [
    greeting,
    '',
    texts.thanksLine,
    ...(details ? [fillPlaceholders(texts.yourRequest, { details })] : []),
    '',
    name ? `${texts.signOff},\n${name}` : texts.signOff,
  ].join('\n');
  const sms = [
    `${greeting} ${texts.thanks}${details ? ` (${details})` : ''}.`,
    ...(name ? [`– ${name}`] : []),
  ].join(' ');
  return { subject: texts.subject, sms, email };
}
