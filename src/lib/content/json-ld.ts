import { t } from '../../i18n';
import { parseUsAddress } from './address';
import type { LandingContent } from './load-content';
import { mapPin } from './map-embed';
import { dailyHours, weekDays, type OpeningHours, type WeekDay } from './opening-hours';
import { paymentAcceptedText } from './payment-methods';
import { e164 } from './phone';
import { formatPrice, money, priceRange } from './price';
import { areaServed } from './service-area';
import type { Language, ServicePackage } from './schema';

/**
 * Serialises structured data for a `<script type="application/ld+json">` element. `<`, `>` and `&`
 * become \u escapes so database text can never close the script element or open a comment, and
 * U+2028/U+2029 are escaped for old JavaScript parsers; the JSON value itself is unchanged.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The dollars of a package price ('140' → 140); NaN for a price that is not one. */
const amount = (price: string) => priceRange(price)?.[0] ?? Number.NaN;

/** The cheapest package's sedan price as the site shows it (e.g. '$140'), if any. */
export function startingPrice(packages: ServicePackage[]): string | undefined {
  const cheapest = packages.map((p) => p.price_sedan).sort((a, b) => amount(a) - amount(b))[0];
  return cheapest === undefined ? undefined : formatPrice(cheapest);
}

const schemaDays: Record<WeekDay, string> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

/**
 * One `OpeningHoursSpecification` per opening time span with the days that have it, in week order
 * (days in none are closed, which schema.org expresses by leaving them out).
 */
export function openingHoursSpecification(hours: OpeningHours): Record<string, unknown>[] {
  const daily = dailyHours(hours);
  const spans = new Map<string, WeekDay[]>();
  for (const day of weekDays) {
    for (const { opens, closes } of daily[day]) {
      const key = `${opens}-${closes}`;
      spans.set(key, [...(spans.get(key) ?? []), day]);
    }
  }
  return [...spans].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => schemaDays[day]),
      opens,
      closes,
    };
  });
}

/**
 * The shop's address in all its parts, when the owner has set one (the editor accepts only
 * 'street, city, ST 12345'); none otherwise: a business that comes to its customers may keep its
 * base private, and a region alone is not an address.
 */
export function postalAddress(streetAddress: string | undefined): Record<string, unknown> | null {
  const parts = parseUsAddress(streetAddress ?? '');
  return parts && { '@type': 'PostalAddress', ...parts, addressCountry: 'US' };
}

/**
 * `AutoWash` (a LocalBusiness) with hours, area served, payments and the packages as offers; the
 * address and coordinates when the settings give them. The page's language is the page's own
 * (`<html lang>`): `inLanguage` is no property of a business.
 */
export function businessJsonLd(
  lang: Language,
  content: LandingContent,
  url: string,
  image: string,
): Record<string, unknown> {
  const { settings, packages } = content;
  const prices = packages
    .flatMap((p) => [p.price_sedan, p.price_suv_2row, p.price_suv_3row])
    .map(amount)
    .filter((n) => Number.isFinite(n) && n > 0);
  const address = postalAddress(settings.street_address);
  const pin = mapPin(settings.map_embed_url);
  return {
    '@type': 'AutoWash',
    '@id': `${url}#business`,
    name: settings.company_name,
    url,
    image,
    telephone: e164(settings.phone_number),
    email: settings.contact_email,
    ...(address && { address }),
    ...(pin && { geo: { '@type': 'GeoCoordinates', ...pin } }),
    areaServed: areaServed(lang, settings.service_area),
    openingHoursSpecification: openingHoursSpecification(settings.opening_hours),
    priceRange: prices.length
      ? `${money(Math.min(...prices))}-${money(Math.max(...prices))}`
      : '$$',
    currenciesAccepted: 'USD',
    paymentAccepted: paymentAcceptedText(lang, settings.payment_methods),
    ...(content.social.length > 0 && { sameAs: content.social.map((link) => link.url) }),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: t(lang, 'services.heading'),
      itemListElement: packages.map((p) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: `${p.title} – ${p.label}`,
          description: p.description,
        },
        priceSpecification: {
          '@type': 'PriceSpecification',
          priceCurrency: 'USD',
          minPrice: Math.min(amount(p.price_sedan), amount(p.price_suv_3row)),
          maxPrice: Math.max(amount(p.price_sedan), amount(p.price_suv_3row)),
        },
      })),
    },
  };
}
