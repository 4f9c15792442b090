import { describe, expect, it } from 'vitest';
import { replyText, type ReplyRequest } from '../../src/i18n/reply-texts.ts';
import type { PackageNames } from '../../src/lib/data/booking-requests.ts';

/** A time's spaces are no-break ones (business-time.ts): written here as '~'. */
const spaced = (text: string) => text.replaceAll('~', '\u00a0');

/** María José's request from the Spanish page: Platinum, SUV 3 rows, Tue Dec 1, 5–7 PM in New York. */
const request: ReplyRequest = {
  language: 'es',
  name: '  María José Peña ',
  package_type: 'platinum',
  vehicle_size: 'suv_3_rows',
  vehicle_count: null,
  window1_start: '2026-12-01T22:00:00Z',
  window1_end: '2026-12-02T00:00:00Z',
};

describe('replyText', () => {
  it('greets in Spanish, names the package, the vehicle and the first window, and signs', () => {
    const reply = replyText(request, ' DMV Mobile Detailing ');
    expect(reply.subject).toBe('Su solicitud de detallado');
    expect(reply.sms).toBe(
      spaced(
        'Hola María, gracias por su solicitud de detallado (Platino · SUV de 3 filas · mar, 1 dic, 5:00~p.~m. – 7:00~p.~m.~ET). – DMV Mobile Detailing',
      ),
    );
    expect(reply.email).toBe(
      spaced(
        [
          'Hola María,',
          '',
          'Gracias por su solicitud de detallado.',
          'Su solicitud: Platino · SUV de 3 filas · mar, 1 dic, 5:00~p.~m. – 7:00~p.~m.~ET',
          '',
          'Saludos cordiales,',
          'DMV Mobile Detailing',
        ].join('\n'),
      ),
    );
  });

  it('writes in English for a request from the English page, a fleet by its count', () => {
    const reply = replyText(
      {
        ...request,
        language: 'en',
        name: 'Tom',
        package_type: 'gold',
        vehicle_size: null,
        vehicle_count: 8,
      },
      'DMV Mobile Detailing',
    );
    expect(reply.subject).toBe('Your detailing request');
    expect(reply.sms).toBe(
      spaced(
        'Hi Tom, thank you for your detailing request (Gold · fleet of 8 vehicles · Tue, Dec 1, 5:00~PM – 7:00~PM~ET). – DMV Mobile Detailing',
      ),
    );
    expect(reply.email).toBe(
      spaced(
        [
          'Hi Tom,',
          '',
          'Thank you for your detailing request.',
          'Your request: Gold · fleet of 8 vehicles · Tue, Dec 1, 5:00~PM – 7:00~PM~ET',
          '',
          'Best regards,',
          'DMV Mobile Detailing',
        ].join('\n'),
      ),
    );
  });

  it('leaves out what the request lacks: no package chosen, no window, no business name', () => {
    const lacking = { ...request, package_type: null, window1_start: null, window1_end: null };
    expect(replyText(lacking).sms).toBe(
      'Hola María, gracias por su solicitud de detallado (SUV de 3 filas).',
    );
    expect(replyText({ ...lacking, language: 'en', vehicle_size: 'sedan' }, '  ').email).toBe(
      [
        'Hi María,',
        '',
        'Thank you for your detailing request.',
        'Your request: Sedan / Coupe',
        '',
        'Best regards',
      ].join('\n'),
    );
  });

  it('with nothing to name, greets and thanks; without a name, greets without one', () => {
    const bare = { ...request, name: ' ', package_type: null, vehicle_size: null };
    expect(replyText({ ...bare, window1_start: undefined }).sms).toBe(
      'Hola, gracias por su solicitud de detallado.',
    );
    expect(replyText({ ...bare, language: 'en', window1_end: null }, 'Shine Co').email).toBe(
      ['Hi,', '', 'Thank you for your detailing request.', '', 'Best regards,', 'Shine Co'].join(
        '\n',
      ),
    );
  });

  it('says what each status means for the visitor, naming the window only where it was not agreed', () => {
    const en = { ...request, language: 'en' as const, name: 'Tom' };
    const sms = (status: NonNullable<ReplyRequest['status']>, language: 'en' | 'es') =>
      replyText({ ...(language === 'en' ? en : request), status }, 'Shine Co').sms;
    const window = 'Tue, Dec 1, 5:00~PM – 7:00~PM~ET';
    expect(sms('confirmed', 'en')).toBe(
      'Hi Tom, your detailing appointment is confirmed (Platinum · SUV 3 rows). – Shine Co',
    );
    expect(sms('done', 'en')).toBe(
      'Hi Tom, thank you for choosing us (Platinum · SUV 3 rows). We hope you enjoy the result. – Shine Co',
    );
    expect(sms('declined', 'en')).toBe(
      spaced(
        `Hi Tom, thank you for your detailing request (Platinum · SUV 3 rows · ${window}). Unfortunately, we cannot take it on the dates you asked for. – Shine Co`,
      ),
    );
    expect(sms('cancelled', 'en')).toBe(
      'Hi Tom, your detailing request (Platinum · SUV 3 rows) is cancelled, as agreed. – Shine Co',
    );
    expect(sms('confirmed', 'es')).toBe(
      'Hola María, su cita de detallado está confirmada (Platino · SUV de 3 filas). – Shine Co',
    );
    expect(sms('done', 'es')).toBe(
      'Hola María, gracias por elegirnos (Platino · SUV de 3 filas). Esperamos que disfrute el resultado. – Shine Co',
    );
    expect(sms('cancelled', 'es')).toBe(
      'Hola María, su solicitud de detallado (Platino · SUV de 3 filas) quedó cancelada, como acordamos. – Shine Co',
    );
    expect(replyText({ ...request, status: 'declined' }).email).toBe(
      spaced(
        [
          'Hola María,',
          '',
          'Gracias por su solicitud de detallado.',
          'Lamentablemente, no podemos atenderla en las fechas que pidió.',
          'Su solicitud: Platino · SUV de 3 filas · mar, 1 dic, 5:00~p.~m. – 7:00~p.~m.~ET',
          '',
          'Saludos cordiales',
        ].join('\n'),
      ),
    );
    // No status is a new request.
    expect(replyText({ ...en, status: 'new' })).toEqual(replyText(en));
  });

  it('names the package as the site’s content names it in the request’s language, else by its fixed name', () => {
    const names: PackageNames = {
      en: { gold: 'Premium Shine', platinum: 'Showroom' },
      es: { gold: 'Brillo Premium' },
    };
    const gold = { ...request, package_type: 'gold' as const, window1_start: null };
    expect(replyText(gold, 'Shine Co', names).sms).toBe(
      'Hola María, gracias por su solicitud de detallado (Brillo Premium · SUV de 3 filas). – Shine Co',
    );
    expect(replyText({ ...gold, language: 'en', name: 'Tom' }, 'Shine Co', names).email).toBe(
      [
        'Hi Tom,',
        '',
        'Thank you for your detailing request.',
        'Your request: Premium Shine · SUV 3 rows',
        '',
        'Best regards,',
        'Shine Co',
      ].join('\n'),
    );
    // The Spanish content names no Platinum (its row missing), the English one does: the Spanish
    // reply uses the fixed Spanish name, never the English one.
    const platinum = { ...gold, package_type: 'platinum' as const };
    expect(replyText(platinum, '', names).sms).toBe(
      'Hola María, gracias por su solicitud de detallado (Platino · SUV de 3 filas).',
    );
    // Names not read (a failed load): the fixed names.
    expect(replyText({ ...gold, language: 'en', name: 'Tom' }, '', {}).sms).toBe(
      'Hi Tom, thank you for your detailing request (Gold · SUV 3 rows).',
    );
  });
});
