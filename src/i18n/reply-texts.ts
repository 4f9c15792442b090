import { adminTimeSpan } from '../lib/business-time.ts';
import type { Language } from '../lib/content/schema.ts';
import type { BookingRequest, PackageNames } from '../lib/data/booking-requests.ts';
import { fillPlaceholders } from './placeholders.ts';

/**
 * The owner's reply to a booking request, in the language of the page the visitor sent it from
 * (not the admin's): the Bookings page's Text and E-mail open with it (docs/product.md#bookings).
 * It greets the visitor, says what the request's status means for them, names what they asked
 * for and signs with the business's name. Its own
 * module, so the admin does not load the site's dictionaries; the package is named as the site's
 * content names it in that language, else, like the vehicle, by the name the admin shows
 * (i18n/admin/{en,es}/bookings.ts). Pure, unit-tested.
 */
const replyTexts: Record<
  Language,
  {
    greeting: string;
    greetingNoName: string;
    /** Per status: the text message's sentence (`{details}`: ' (…)' or nothing) and the e-mail's. */
    said: Record<Status, { sms: string; lines: string[] }>;
    yourRequest: string;
    signOff: string;
    subject: string;
    /** The packages' fixed names, for a package the content does not name (`replyText`). */
    packages: Record<NonNullable<BookingRequest['package_type']>, string>;
    sizes: Record<NonNullable<BookingRequest['vehicle_size']>, string>;
    fleet: string;
  }
> = {
  en: {
    greeting: 'Hi {name},',
    greetingNoName: 'Hi,',
    said: {
      new: {
        sms: 'thank you for your detailing request{details}.',
        lines: ['Thank you for your detailing request.'],
      },
      confirmed: {
        sms: 'your detailing appointment is confirmed{details}.',
        lines: ['Your detailing appointment is confirmed.'],
      },
      done: {
        sms: 'thank you for choosing us{details}. We hope you enjoy the result.',
        lines: ['Thank you for choosing us. We hope you enjoy the result.'],
      },
      declined: {
        sms: 'thank you for your detailing request{details}. Unfortunately, we cannot take it on the dates you asked for.',
        lines: [
          'Thank you for your detailing request.',
          'Unfortunately, we cannot take it on the dates you asked for.',
        ],
      },
      cancelled: {
        sms: 'your detailing request{details} is cancelled, as agreed.',
        lines: ['Your detailing request is cancelled, as agreed.'],
      },
    },
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
    said: {
      new: {
        sms: 'gracias por su solicitud de detallado{details}.',
        lines: ['Gracias por su solicitud de detallado.'],
      },
      confirmed: {
        sms: 'su cita de detallado está confirmada{details}.',
        lines: ['Su cita de detallado está confirmada.'],
      },
      done: {
        sms: 'gracias por elegirnos{details}. Esperamos que disfrute el resultado.',
        lines: ['Gracias por elegirnos. Esperamos que disfrute el resultado.'],
      },
      declined: {
        sms: 'gracias por su solicitud de detallado{details}. Lamentablemente, no podemos atenderla en las fechas que pidió.',
        lines: [
          'Gracias por su solicitud de detallado.',
          'Lamentablemente, no podemos atenderla en las fechas que pidió.',
        ],
      },
      cancelled: {
        sms: 'su solicitud de detallado{details} quedó cancelada, como acordamos.',
        lines: ['Su solicitud de detallado quedó cancelada, como acordamos.'],
      },
    },
    yourRequest: 'Su solicitud: {details}',
    signOff: 'Saludos cordiales',
    subject: 'Su solicitud de detallado',
    packages: { silver: 'Plata', gold: 'Oro', platinum: 'Platino' },
    sizes: { sedan: 'Sedán / Cupé', suv_2_rows: 'SUV de 2 filas', suv_3_rows: 'SUV de 3 filas' },
    fleet: 'flota de {count} vehículos',
  },
};

type Status = BookingRequest['status'];

/**
 * The statuses whose reply names the first preferred window: one the visitor asked for, not yet
 * agreed. A confirmed or done job may be at another of their windows, which the owner writes in.
 */
const namesWindow: ReadonlySet<Status> = new Set(['new', 'declined']);

/** What of a request the reply names; a window may be missing; no status is a new request. */
export type ReplyRequest = Pick<
  BookingRequest,
  'language' | 'name' | 'package_type' | 'vehicle_size' | 'vehicle_count'
> & { status?: Status; window1_start?: string | null; window1_end?: string | null };

/** The reply's subject, its text message (one line) and its e-mail's body. */
export interface Reply {
  subject: string;
  sms: string;
  email: string;
}

/**
 * The reply to `request`: greeting the visitor by the first name they typed, saying what its
 * status means for them (thanks for a new one; confirmed, done with thanks, declined, cancelled),
 * naming its package (none when they were not sure), vehicle and, for a new or declined one, first
 * preferred window on the business's clock ('Platinum · SUV 3 rows · Tue, Dec 1, 5:00 PM – 7:00 PM
 * ET'), each only when the request has it, and signed with `business` (the site's company name)
 * when there is one. The package is named as `packages` (the site's content) names it in the
 * request's language, else by its fixed name ('Platinum', 'Platino'). The text message says the
 * same on one line, its details in brackets and the name after a dash.
 */
export function replyText(
  request: ReplyRequest,
  business = '',
  packages: PackageNames = {},
): Reply {
  const texts = replyTexts[request.language];
  const first = request.name.trim().split(/\s+/)[0] ?? '';
  const greeting = first ? fillPlaceholders(texts.greeting, { name: first }) : texts.greetingNoName;
  const { package_type, vehicle_size, vehicle_count, window1_start, window1_end } = request;
  const status = request.status ?? 'new';
  const said = texts.said[status];
  const details = [
    package_type
      ? (packages[request.language]?.[package_type] ?? texts.packages[package_type])
      : '',
    vehicle_size
      ? texts.sizes[vehicle_size]
      : vehicle_count
        ? fillPlaceholders(texts.fleet, { count: vehicle_count })
        : '',
    window1_start && window1_end && namesWindow.has(status)
      ? adminTimeSpan(window1_start, window1_end, request.language)
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const name = business.trim();
  const email = [
    greeting,
    '',
    ...said.lines,
    ...(details ? [fillPlaceholders(texts.yourRequest, { details })] : []),
    '',
    name ? `${texts.signOff},\n${name}` : texts.signOff,
  ].join('\n');
  const sms = [
    `${greeting} ${fillPlaceholders(said.sms, { details: details ? ` (${details})` : '' })}`,
    ...(name ? [`– ${name}`] : []),
  ].join(' ');
  return { subject: texts.subject, sms, email };
}
