/**
 * What each site setting is called (keys: the settings' own), for the Site Settings card and
 * History and the Overview's Recent changes. `<key>.agreement` says how a word agrees with the
 * name, as the History's titles need ('Formas de pago: editadas por …', history.ts `ofEntry.*`):
 * 'm', 'f', 'mp' or 'fp' (masculine or feminine, singular or plural). English words do not agree,
 * so each is 'm' here.
 */
export default {
  company_name: 'Company name',
  'company_name.agreement': 'm',
  phone_number: 'Phone number',
  'phone_number.agreement': 'm',
  whatsapp_number: 'WhatsApp number',
  'whatsapp_number.agreement': 'm',
  contact_email: 'Contact e-mail',
  'contact_email.agreement': 'm',
  street_address: 'Shop street address',
  'street_address.agreement': 'm',
  top_banner_message_en: 'Top banner (English)',
  'top_banner_message_en.agreement': 'm',
  top_banner_message_es: 'Top banner (Spanish)',
  'top_banner_message_es.agreement': 'm',
  opening_hours: 'Opening hours',
  'opening_hours.agreement': 'm',
  payment_methods: 'Payment methods',
  'payment_methods.agreement': 'm',
  ceramic_partner_url: 'Ceramic partner page',
  'ceramic_partner_url.agreement': 'm',
  map_embed_url: 'Service area map',
  'map_embed_url.agreement': 'm',
  service_area: 'Areas and towns served',
  'service_area.agreement': 'm',
  booking_retention_months: 'Booking requests kept for',
  'booking_retention_months.agreement': 'm',
};
