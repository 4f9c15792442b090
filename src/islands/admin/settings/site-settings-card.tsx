import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { monthsText, retentionMonths } from '../../../lib/content/booking-retention.ts';
import { openingHoursText } from '../../../lib/content/format-hours.ts';
import { openingHoursSettingSchema } from '../../../lib/content/opening-hours.ts';
import {
  paymentMethodsSettingSchema,
  paymentMethodsText,
} from '../../../lib/content/payment-methods.ts';
import { serviceAreaSettingSchema } from '../../../lib/content/service-area-schema.ts';
import type { Language } from '../../../lib/content/schema.ts';
import type { SettingsRow } from '../../../lib/data/site-settings.ts';
import { SettingsCard, type SettingItem, type Shown } from './settings-card.tsx';

/** Owner-typed text (names, numbers, addresses, links): in no particular language. */
const typed = (text: string): Shown => ({ text, translate: 'no' });

/**
 * The settings as the landing page uses them, read-only, with the Edit Settings button. Texts the
 * admin words are in its language; what the owner typed keeps its own. Each value carries
 * `data-setting`, a name for scripts and tests that is English in both languages.
 */
export function SiteSettingsCard({ row, onEdit }: { row: SettingsRow; onEdit: () => void }) {
  const t = useMessages('settings');
  const { lang } = useAdminFormat();
  const v = row.values;
  const unreadable: Shown = { text: t('unreadable') };
  const optional = (text: string): Shown => (text ? typed(text) : { text: t('notSet') });
  const hours = openingHoursSettingSchema.safeParse(v.opening_hours);
  const hoursIn = (site: Language): Shown =>
    hours.success ? { text: openingHoursText(site, hours.data), lang: site } : unreadable;
  const payments = paymentMethodsSettingSchema.safeParse(v.payment_methods);
  const areas = serviceAreaSettingSchema.safeParse(v.service_area);
  // 'Washington DC; Northern Virginia: Alexandria, Arlington…', the areas named in the admin's
  // language.
  const areasText = areas.success
    ? areas.data
        .map((area) => (area.towns.length ? `${area[lang]}: ${area.towns.join(', ')}` : area[lang]))
        .join('; ')
    : '';
  const items: SettingItem[] = [
    ['Company name', t('companyName'), typed(v.company_name)],
    ['Phone number', t('phoneNumber'), typed(v.phone_number)],
    ['WhatsApp number', t('whatsappNumber'), optional(v.whatsapp_number)],
    ['Contact e-mail', t('contactEmail'), typed(v.contact_email)],
    ['Shop street address', t('streetAddress'), optional(v.street_address)],
    ['Top banner (English)', t('bannerEnglish'), { text: v.top_banner_message_en, lang: 'en' }],
    ['Top banner (Spanish)', t('bannerSpanish'), { text: v.top_banner_message_es, lang: 'es' }],
    ['Hours (English)', t('hoursEnglish'), hoursIn('en')],
    ['Hours (Spanish)', t('hoursSpanish'), hoursIn('es')],
    [
      'Payment methods',
      t('paymentMethods'),
      payments.success ? { text: paymentMethodsText(lang, payments.data) } : unreadable,
    ],
    ['Ceramic partner page', t('partnerPage'), optional(v.ceramic_partner_url)],
    ['Service area map', t('mapLink'), typed(v.map_embed_url)],
    ['Areas and towns served', t('areas'), areas.success ? { text: areasText, lang } : unreadable],
    [
      'Booking requests kept for',
      t('retention'),
      { text: monthsText(lang, retentionMonths(v.booking_retention_months)) },
    ],
  ];
  return (
    <SettingsCard
      title={t('cardTitle')}
      intro={t('cardIntro')}
      editLabel={t('edit')}
      onEdit={onEdit}
      items={items}
      columns="sm:grid-cols-2"
    />
  );
}
