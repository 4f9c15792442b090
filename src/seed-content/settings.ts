import type { OpeningHours } from '../lib/content/opening-hours.ts';
import type { PaymentMethod } from '../lib/content/payment-methods.ts';
import type { SiteSetting } from '../lib/content/schema.ts';

/**
 * Hours Mon–Sun 8AM–7PM (docs/product.md#business-facts); one setting feeds the footer of both
 * languages and the JSON-LD.
 */
const openingHours: OpeningHours = [
  { days: ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'], opens: '08:00', closes: '19:00' },
];

/** Cash, cards, Venmo, Zelle, Apple Pay (docs/product.md#business-facts). */
const paymentMethods: PaymentMethod[] = ['cash', 'cards', 'venmo', 'zelle', 'apple_pay'];

/**
 * The site_settings rows: company details, banners, hours, payments and links
 * (docs/product.md#business-facts).
 */
export const siteSettings: SiteSetting[] = [
  { key: 'company_name', value: 'DMV Mobile Detailing', category: 'general' },
  { key: 'phone_number', value: '(571) 555-0142', category: 'contact' },
  { key: 'contact_email', value: 'info@dmvmobiledetailing.com', category: 'contact' },
  {
    key: 'top_banner_message_en',
    value: 'Call or text us today for a free quote!',
    category: 'general',
  },
  {
    key: 'top_banner_message_es',
    value: '¡Cotización gratis por llamada o texto!',
    category: 'general',
  },
  { key: 'opening_hours', value: JSON.stringify(openingHours), category: 'contact' },
  { key: 'payment_methods', value: JSON.stringify(paymentMethods), category: 'general' },
  {
    key: 'map_embed_url',
    value: 'https://maps.google.com/maps?q=Washington%20DC%20metropolitan%20area&z=9&output=embed',
    category: 'links',
  },
];
