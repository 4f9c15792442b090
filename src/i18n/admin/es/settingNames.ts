import type { SameKeys } from '../namespaces.ts';

export default {
  company_name: 'Nombre de la empresa',
  phone_number: 'Teléfono',
  whatsapp_number: 'Número de WhatsApp',
  contact_email: 'Correo de contacto',
  street_address: 'Dirección del taller',
  top_banner_message_en: 'Aviso superior (inglés)',
  top_banner_message_es: 'Aviso superior (español)',
  opening_hours: 'Horario de atención',
  payment_methods: 'Formas de pago',
  ceramic_partner_url: 'Página del socio de recubrimiento cerámico',
  map_embed_url: 'Mapa de la zona de servicio',
  service_area: 'Zonas y ciudades atendidas',
  booking_retention_months: 'Solicitudes de cita guardadas durante',
} satisfies SameKeys<'settingNames'>;
