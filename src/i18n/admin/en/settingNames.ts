/**
 * What each site setting is called (keys: the settings' own), for the Site Settings card and
 * History and the Overview's Recent changes.
 */
export default {
  company_name: 'Company name',
  phone_number: 'Phone number',
  whatsapp_number: 'WhatsApp number',
  contact_email: 'Contact e-mail',
  street_address: 'Shop street address',
  top_banner_message_en: 'Top banner (English)',
  top_banner_message_es: 'Top banner (Spanish)',
  opening_hours: 'Opening hours',
  payment_methods: 'Payment methods',
  ceramic_partner_url: 'Ceramic partner page',
  map_embed_url: 'Service area map',
  service_area: 'Areas and towns served',
  booking_retention_months: 'Booking requests kept for',
};
