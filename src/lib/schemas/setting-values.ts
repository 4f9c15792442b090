import { z } from '../zod.ts';
import { formatUsAddress, parseUsAddress } from '../content/address.ts';
import { embedCodeSrc, isEmbeddableMapUrl } from '../content/map-embed.ts';
import { openingHoursSchema } from '../content/opening-hours.ts';
import { paymentMethodsSchema } from '../content/payment-methods.ts';
import { parseUsPhone } from '../content/phone.ts';
import type { SettingKey } from '../content/schema.ts';
import { serviceAreaSchema } from '../content/service-area-schema.ts';
import { emptyOr, lineText, linkOfLength, requiredText, webAddress } from './fields.ts';
import { parseTowns } from './lines.ts';
import { EMAIL_MAX, LINE_MAX, NAME_MAX, tooLong } from './text-length.ts';

/*
 * The rule of each site setting's value, as the Site Settings editor checks it at the field. Each
 * schema takes what the form holds and outputs the text stored in site_settings.value.
 */

/*
 * Every text a setting stores has a length (docs/decisions.md#site-settings-texts-have-a-length),
 * checked before its form, so a longer one is called too long whatever else is wrong with it; the
 * database checks the same.
 */

/** The company's name, shown in the landing's header: at most NAME_MAX characters. */
export const companyName = requiredText.max(NAME_MAX, tooLong(NAME_MAX));

/** A US phone number, stored in the display form '(703) 555-0100'. */
export const usPhone = z
  .string()
  .trim()
  .refine((text) => parseUsPhone(text) !== null, 'must be a US phone number like (703) 555-0100')
  .transform((text) => parseUsPhone(text)!);

/** An optional US phone number: empty means none. */
export const optionalUsPhone = emptyOr(usPhone);

/** An e-mail address, of at most EMAIL_MAX characters (too long is said as such). */
export const emailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX, tooLong(EMAIL_MAX))
  .pipe(z.email('must be an e-mail address like name@example.com'));

/**
 * An optional one-line US address, stored as 'street, city, ST 12345' however the owner wrote it
 * (parseUsAddress reads the usual ways): empty means none.
 */
export const optionalUsAddress = z
  .string()
  .trim()
  .max(LINE_MAX, tooLong(LINE_MAX))
  .transform((text, ctx) => {
    if (text === '') return '';
    const address = parseUsAddress(text);
    if (address) return formatUsAddress(address);
    ctx.addIssue({
      code: 'custom',
      message:
        'must be written as street, city, state and ZIP code, with a comma after the street, e.g. 4200 Lee Hwy, Arlington, VA 22207',
    });
    return z.NEVER;
  });

/** An optional http(s) link, read as webAddress does: empty means none (the page shows no link). */
export const optionalLink = emptyOr(linkOfLength(webAddress));

/**
 * A map the service area can embed (Google Maps embed link or OpenStreetMap export), typed as the
 * link or pasted as the whole embed code the map's Share menu copies: the link is what is stored.
 */
export const mapEmbedUrl = z
  .string()
  .transform(embedCodeSrc)
  .pipe(
    linkOfLength(
      webAddress.refine(
        isEmbeddableMapUrl,
        'must be an embeddable map link: in Google Maps use Share → Embed a map → Copy HTML and paste it here, or an OpenStreetMap export (…/export/embed.html?…)',
      ),
    ),
  );

/** Months to keep booking requests: a whole number from 1 to 120, stored as plain digits. */
export const retentionMonthsValue = z
  .string()
  .trim()
  .refine(
    (text) => /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 120,
    'must be a whole number of months from 1 to 120, e.g. 24',
  )
  // '024' is stored as '24', the one form the database accepts.
  .transform((text) => String(Number(text)));

/**
 * The opening hours as the form holds them, at most 20 opening times (a time of day and its days),
 * as the areas served are at most 20 areas: the longest list the editor stores, some 1,600
 * characters of JSON, fits the database's 2,000 (docs/decisions.md#links-and-list-settings-have-a-length).
 * The landing reads any number (openingHoursSchema), so hours stored before still publish.
 */
export const openingHoursValue = openingHoursSchema
  .max(20, 'has too many opening times (20 at most)')
  .transform((hours) => JSON.stringify(hours));

/** The areas served as the form holds them (towns one per line), stored as JSON. */
export const serviceAreaValue = z
  .array(z.object({ en: z.string(), es: z.string(), towns: z.string().transform(parseTowns) }))
  .pipe(serviceAreaSchema)
  .transform((areas) => JSON.stringify(areas));

/** Every setting the editor edits, with its rule; hours, payments and areas are lists in the form. */
export const settingValueSchemas = {
  company_name: companyName,
  phone_number: usPhone,
  whatsapp_number: optionalUsPhone,
  contact_email: emailAddress,
  street_address: optionalUsAddress,
  top_banner_message_en: lineText,
  top_banner_message_es: lineText,
  opening_hours: openingHoursValue,
  payment_methods: paymentMethodsSchema.transform((methods) => JSON.stringify(methods)),
  ceramic_partner_url: optionalLink,
  map_embed_url: mapEmbedUrl,
  booking_retention_months: retentionMonthsValue,
  service_area: serviceAreaValue,
} satisfies Record<SettingKey, z.ZodType<string, unknown>>;

/** The Site Settings form: every setting at once, each output as the text to store. */
export const siteSettingsFormSchema = z.object(settingValueSchemas);
