import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import { openingHoursSettingSchema } from '../../src/lib/content/opening-hours.ts';
import {
  paymentMethods,
  paymentMethodsSettingSchema,
} from '../../src/lib/content/payment-methods.ts';
import { defaultServiceArea } from '../../src/lib/content/service-area.ts';
import { siteSettingsFormSchema } from '../../src/lib/schemas/setting-values.ts';
import english from '../../src/i18n/admin/en/validation.ts';
import spanish from '../../src/i18n/admin/es/validation.ts';
import { validationSentence } from '../../src/i18n/admin/validation-text.ts';

/** The form values of the seeded settings, as the Site Settings dialog starts. */
function seededForm(): Record<string, unknown> {
  const values = Object.fromEntries(seedContent.site_settings.map((s) => [s.key, s.value]));
  return {
    ...values,
    street_address: '',
    whatsapp_number: '',
    ceramic_partner_url: '',
    booking_retention_months: '24',
    opening_hours: openingHoursSettingSchema.parse(values.opening_hours),
    payment_methods: paymentMethodsSettingSchema.parse(values.payment_methods),
    service_area: defaultServiceArea.map((area) => ({ ...area, towns: area.towns.join('\n') })),
  };
}

/** The paths of the fields the form refuses for `changes`. */
function refused(changes: Record<string, unknown>): string[] {
  const result = siteSettingsFormSchema.safeParse({ ...seededForm(), ...changes });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the Site Settings form', () => {
  it('takes the seeded settings back unchanged, hours and payments as the stored JSON', () => {
    const output = siteSettingsFormSchema.parse(seededForm());
    for (const { key, value } of seedContent.site_settings) {
      expect(output[key as keyof typeof output], key).toBe(value);
    }
  });

  it('stores phone numbers in one display form, and an empty WhatsApp number as none', () => {
    const output = siteSettingsFormSchema.parse({
      ...seededForm(),
      phone_number: '+1 703.555.0199',
      whatsapp_number: '571 555 0123',
    });
    expect([output.phone_number, output.whatsapp_number]).toEqual([
      '(703) 555-0199',
      '(571) 555-0123',
    ]);
    expect(siteSettingsFormSchema.parse(seededForm()).whatsapp_number).toBe('');
  });

  it('refuses a phone that is not a US number, a bad e-mail, address, partner link or map', () => {
    expect(
      refused({
        phone_number: 'call me',
        whatsapp_number: '12345',
        contact_email: 'info@',
        street_address: 'somewhere in Virginia',
        ceramic_partner_url: 'javascript:alert(1)',
        map_embed_url: 'https://www.google.com/maps/place/Fairfax',
      }).sort(),
    ).toEqual(
      [
        'ceramic_partner_url',
        'contact_email',
        'map_embed_url',
        'phone_number',
        'street_address',
        'whatsapp_number',
      ].sort(),
    );
  });

  it('calls an e-mail over 254 characters too long, in both languages, whatever else it is', () => {
    const messages = (contact_email: string) => {
      const result = siteSettingsFormSchema.safeParse({ ...seededForm(), contact_email });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    const fits = `${'a'.repeat(242)}@example.com`;
    expect(fits).toHaveLength(254);
    expect(messages(fits)).toEqual([]);
    for (const address of [`a${fits}`, `${'a'.repeat(288)}@example.com`, 'x'.repeat(300)]) {
      expect(messages(address), address).toEqual(['is too long (254 characters at most)']);
    }
    const [message] = messages('x'.repeat(300));
    expect(validationSentence(message!, spanish)).toBe(
      'Este campo es demasiado largo (254 caracteres como máximo).',
    );
    expect(validationSentence(message!, english)).toBe(
      'This field is too long (254 characters at most).',
    );
  });

  it('calls a company name over 80 characters, a banner or address over 200 and a link over 2,000 too long', () => {
    const messages = (changes: Record<string, unknown>) => {
      const result = siteSettingsFormSchema.safeParse({ ...seededForm(), ...changes });
      return result.success
        ? []
        : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    const street = '4200 Lee Hwy, Arlington, VA 22207';
    const map = 'https://www.google.com/maps/embed?pb=!1m14';
    const fits = {
      company_name: 'C'.repeat(80),
      top_banner_message_en: 'B'.repeat(200),
      top_banner_message_es: 'B'.repeat(200),
      street_address: `${'9'.repeat(200 - street.length + 1)}${street.slice(1)}`,
      ceramic_partner_url: `https://partner.example/${'p'.repeat(2000 - 24)}`,
      map_embed_url: `${map}${'!'.repeat(2000 - map.length)}`,
    };
    expect(Object.values(fits).map((text) => text.length)).toEqual([80, 200, 200, 200, 2000, 2000]);
    expect(messages(fits)).toEqual([]);
    expect(
      messages({
        company_name: 'C'.repeat(81),
        top_banner_message_en: 'B'.repeat(201),
        top_banner_message_es: 'B'.repeat(5000),
        street_address: `9${fits.street_address}`,
        // Typed without the scheme, it fits; stored with the https:// it is read with, it does not.
        ceramic_partner_url: `partner.example/${'p'.repeat(2000 - 16)}`,
        map_embed_url: `<iframe src="${fits.map_embed_url}!"></iframe>`,
      }),
    ).toEqual([
      'company_name: is too long (80 characters at most)',
      'street_address: is too long (200 characters at most)',
      'top_banner_message_en: is too long (200 characters at most)',
      'top_banner_message_es: is too long (200 characters at most)',
      'ceramic_partner_url: is too long (2000 characters at most)',
      'map_embed_url: is too long (2000 characters at most)',
    ]);
    // Too long whatever else is wrong with it: not 'must be written as street, city…'.
    expect(
      messages({ street_address: 'x'.repeat(300), ceramic_partner_url: 'x'.repeat(3000) }),
    ).toEqual([
      'street_address: is too long (200 characters at most)',
      'ceramic_partner_url: is too long (2000 characters at most)',
    ]);
    const [message] = siteSettingsFormSchema
      .safeParse({ ...seededForm(), company_name: 'C'.repeat(81) })
      .error!.issues.map((issue) => issue.message);
    expect(validationSentence(message!, spanish)).toBe(
      'Este campo es demasiado largo (80 caracteres como máximo).',
    );
    expect(validationSentence(message!, english)).toBe(
      'This field is too long (80 characters at most).',
    );
  });

  it('takes at most 20 opening times, and says so in both languages', () => {
    const interval = (minute: number) => ({
      days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'],
      opens: `10:${String(minute).padStart(2, '0')}`,
      closes: `10:${String(minute + 1).padStart(2, '0')}`,
    });
    const hours = (count: number) => Array.from({ length: count }, (_, i) => interval(i * 2));
    expect(refused({ opening_hours: hours(20) })).toEqual([]);
    const result = siteSettingsFormSchema.safeParse({ ...seededForm(), opening_hours: hours(21) });
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(['opening_hours: has too many opening times (20 at most)']);
    const message = result.error!.issues[0]!.message;
    expect(validationSentence(message, spanish)).toBe(
      'Este campo tiene demasiados horarios (20 como máximo).',
    );
    expect(validationSentence(message, english)).toBe(
      'This field has too many opening times (20 at most).',
    );
  });

  it('stores no list longer than the database takes (20261207100000_links_and_list_settings_have_a_length.sql)', () => {
    // The longest each editor stores: every method; 20 opening times of every day; 20 areas of
    // 100 towns, every name 80 characters, each one escaped in JSON (a quote is \").
    const wholeWeek = { days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], opens: '', closes: '' };
    const hours = Array.from({ length: 20 }, (_, i) => ({
      ...wholeWeek,
      opens: `${String(i).padStart(2, '0')}:00`,
      closes: `${String(i).padStart(2, '0')}:59`,
    }));
    const name = (i: number) => `${'"'.repeat(77)}${String(i).padStart(3, '0')}`;
    const areas = Array.from({ length: 20 }, (_, a) => ({
      en: name(a),
      es: name(a),
      towns: Array.from({ length: 100 }, (_, t) => name(t)).join('\n'),
    }));
    const output = siteSettingsFormSchema.parse({
      ...seededForm(),
      phone_number: '+1 (703) 555 - 0199',
      whatsapp_number: '1 703 555 0199',
      payment_methods: [...paymentMethods],
      opening_hours: hours,
      service_area: areas,
    });
    const lengths = {
      phone_number: output.phone_number.length,
      whatsapp_number: output.whatsapp_number.length,
      payment_methods: output.payment_methods.length,
      opening_hours: output.opening_hours.length,
      service_area: output.service_area.length,
    };
    expect(lengths).toEqual({
      phone_number: 14,
      whatsapp_number: 14,
      payment_methods: 86,
      opening_hours: expect.any(Number),
      service_area: expect.any(Number),
    });
    expect(lengths.opening_hours).toBeLessThanOrEqual(2000);
    expect(lengths.service_area).toBeGreaterThan(300_000);
    expect(lengths.service_area).toBeLessThanOrEqual(400_000);
  });

  it('stores the link of a map pasted as its whole embed code, and still refuses a map page', () => {
    const link = 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d5000!2d-77.1!3d38.9&hl=en';
    const code = `<iframe src="${link.replace('&', '&amp;')}" width="600" height="450" loading="lazy"></iframe>`;
    expect(
      siteSettingsFormSchema.parse({ ...seededForm(), map_embed_url: code }).map_embed_url,
    ).toBe(link);
    expect(
      refused({
        map_embed_url: '<iframe src="https://www.google.com/maps/place/Fairfax"></iframe>',
      }),
    ).toEqual(['map_embed_url']);
  });

  it('refuses an empty banner in either language, a day-less or backwards time, and no payment', () => {
    expect(
      refused({
        top_banner_message_es: '  ',
        opening_hours: [{ days: [], opens: '19:00', closes: '08:00' }],
        payment_methods: [],
      }).sort(),
    ).toEqual(
      [
        'opening_hours.0.closes',
        'opening_hours.0.days',
        'payment_methods',
        'top_banner_message_es',
      ].sort(),
    );
  });

  it('keeps booking requests for whole months from 1 to 120, stored as plain digits', () => {
    const stored = (months: string) =>
      siteSettingsFormSchema.parse({ ...seededForm(), booking_retention_months: months })
        .booking_retention_months;
    expect([stored('1'), stored(' 12 '), stored('024'), stored('120')]).toEqual([
      '1',
      '12',
      '24',
      '120',
    ]);
    for (const months of ['0', '121', 'abc', '', '6.5', '-3', '1e2'])
      expect(refused({ booking_retention_months: months }), months).toEqual([
        'booking_retention_months',
      ]);
  });

  it('shows each refused field the message of its own rule, as the dialog resolves the form', async () => {
    const resolve = zodResolver(siteSettingsFormSchema);
    const form = {
      ...seededForm(),
      whatsapp_number: 'abc',
      ceramic_partner_url: 'not a link',
      street_address: '4200 Lee Hwy Arlington VA 22207',
      opening_hours: [{ days: ['mo'], opens: '', closes: '19:00' }],
    };
    const { errors } = await resolve(form as Parameters<typeof resolve>[0], undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const message = (path: string) =>
      (
        path.split('.').reduce<unknown>((node, key) => (node as never)?.[key], errors) as
          FieldError | undefined
      )?.message;
    expect({
      whatsapp: message('whatsapp_number'),
      partner: message('ceramic_partner_url'),
      address: message('street_address'),
      opens: message('opening_hours.0.opens'),
    }).toEqual({
      whatsapp: 'must be a US phone number like (703) 555-0100',
      partner: 'must be a web address, such as www.example.com',
      address:
        'must be written as street, city, state and ZIP code, with a comma after the street, e.g. 4200 Lee Hwy, Arlington, VA 22207',
      opens: 'is required',
    });
  });

  it('says what a refused retention period must be', () => {
    const result = siteSettingsFormSchema.safeParse({
      ...seededForm(),
      booking_retention_months: '0',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'must be a whole number of months from 1 to 120, e.g. 24',
    ]);
  });

  it('stores the areas served with their towns one per line, blank lines dropped', () => {
    const output = siteSettingsFormSchema.parse({
      ...seededForm(),
      service_area: [{ en: ' Loudoun ', es: 'Loudoun', towns: 'Leesburg\n\n  Ashburn \n' }],
    });
    expect(JSON.parse(output.service_area)).toEqual([
      { en: 'Loudoun', es: 'Loudoun', towns: ['Leesburg', 'Ashburn'] },
    ]);
  });

  it('takes towns written on one line with commas or semicolons as separate towns', () => {
    const output = siteSettingsFormSchema.parse({
      ...seededForm(),
      service_area: [
        { en: 'Loudoun', es: 'Loudoun', towns: 'Leesburg, Ashburn;Sterling\nPurcellville,' },
      ],
    });
    expect(JSON.parse(output.service_area)[0].towns).toEqual([
      'Leesburg',
      'Ashburn',
      'Sterling',
      'Purcellville',
    ]);
  });

  it('refuses an area without its Spanish name, and a list without any area', () => {
    expect(refused({ service_area: [{ en: 'Loudoun', es: ' ', towns: '' }] })).toEqual([
      'service_area.0.es',
    ]);
    expect(refused({ service_area: [] })).toEqual(['service_area']);
  });
});
