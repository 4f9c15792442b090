import type { SiteSetting } from '../../lib/content/schema.ts';

/** The site_settings rows: company details, banners, hours and links (SPEC §9). */
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
    value: '¡Llámenos o envíenos un mensaje de texto hoy para una cotización gratis!',
    category: 'general',
  },
  { key: 'business_hours_en', value: 'Mon–Sun 8AM–7PM', category: 'contact' },
  { key: 'business_hours_es', value: 'Lun–Dom 8 a. m.–7 p. m.', category: 'contact' },
  {
    key: 'ceramic_partner_url',
    value: 'https://www.example.com/ceramic-coating',
    category: 'links',
  },
  {
    key: 'map_embed_url',
    value: 'https://maps.google.com/maps?q=Washington%20DC%20metropolitan%20area&z=9&output=embed',
    category: 'links',
  },
];
