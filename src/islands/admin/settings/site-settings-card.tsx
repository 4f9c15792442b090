import { useMessages } from '../../../i18n/admin/messages.ts';
import type { Language, SettingKey } from '../../../lib/content/schema.ts';
import type { SettingsRow } from '../../../lib/data/site-settings.ts';
import { SettingsCard, type SettingItem, type Shown } from './settings-card.tsx';
import { storedHoursText, useSettingTexts } from './setting-texts.ts';

/** Owner-typed text (names, numbers, addresses, links): in no particular language. */
const typed = (text: string): Shown => ({ text, translate: 'no' });

/**
 * The settings as the landing page uses them, read-only, with the Edit Settings button. Texts the
 * admin words are in its language; what the owner typed keeps its own. Each value carries
 * `data-setting`, a name for scripts and tests that is English in both languages.
 */
export function SiteSettingsCard({ row, onEdit }: { row: SettingsRow; onEdit: () => void }) {
  const t = useMessages('settings');
  const texts = useSettingTexts();
  const v = row.values;
  const unreadable: Shown = { text: t('unreadable') };
  const optional = (text: string): Shown => (text ? typed(text) : { text: t('notSet') });
  const hoursIn = (site: Language): Shown => {
    const text = storedHoursText(site, v.opening_hours);
    return text === null ? unreadable : { text, lang: site };
  };
  // Payments, areas and months kept, in the admin's language.
  const worded = (key: SettingKey): Shown => {
    const text = texts.value(key, v[key]);
    return text === null ? unreadable : { text };
  };
  const items: SettingItem[] = [
    ['Company name', texts.label('company_name'), typed(v.company_name)],
    ['Phone number', texts.label('phone_number'), typed(v.phone_number)],
    ['WhatsApp number', texts.label('whatsapp_number'), optional(v.whatsapp_number)],
    ['Contact e-mail', texts.label('contact_email'), typed(v.contact_email)],
    ['Shop street address', texts.label('street_address'), optional(v.street_address)],
    [
      'Top banner (English)',
      texts.label('top_banner_message_en'),
      { text: v.top_banner_message_en, lang: 'en' },
    ],
    [
      'Top banner (Spanish)',
      texts.label('top_banner_message_es'),
      { text: v.top_banner_message_es, lang: 'es' },
    ],
    ['Hours (English)', t('hoursEnglish'), hoursIn('en')],
    ['Hours (Spanish)', t('hoursSpanish'), hoursIn('es')],
    ['Payment methods', texts.label('payment_methods'), worded('payment_methods')],
    ['Ceramic partner page', texts.label('ceramic_partner_url'), optional(v.ceramic_partner_url)],
    ['Service area map', texts.label('map_embed_url'), typed(v.map_embed_url)],
    ['Areas and towns served', texts.label('service_area'), worded('service_area')],
    [
      'Booking requests kept for',
      texts.label('booking_retention_months'),
      worded('booking_retention_months'),
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
