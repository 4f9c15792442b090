import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { monthsText, retentionMonths } from '../../../lib/content/booking-retention.ts';
import { openingHoursText } from '../../../lib/content/format-hours.ts';
import { openingHoursSettingSchema } from '../../../lib/content/opening-hours.ts';
import {
  paymentMethodsSettingSchema,
  paymentMethodsText,
} from '../../../lib/content/payment-methods.ts';
import { serviceAreaSettingSchema } from '../../../lib/content/service-area-schema.ts';
import type { SettingsRow } from '../../../lib/data/site-settings.ts';

const unreadable = 'Not readable: edit to set it again';

/** The stored hours as the footer of `lang` says them. */
function hoursText(value: string, lang: 'en' | 'es'): string {
  const hours = openingHoursSettingSchema.safeParse(value);
  return hours.success ? openingHoursText(lang, hours.data) : unreadable;
}

/** The stored payment methods as a sentence list. */
function paymentsText(value: string): string {
  const methods = paymentMethodsSettingSchema.safeParse(value);
  return methods.success ? paymentMethodsText('en', methods.data) : unreadable;
}

/** The stored areas served: 'Washington DC; Northern Virginia: Alexandria, Arlington…'. */
function areasText(value: string): string {
  const areas = serviceAreaSettingSchema.safeParse(value);
  if (!areas.success) return unreadable;
  return areas.data
    .map((area) => (area.towns.length ? `${area.en}: ${area.towns.join(', ')}` : area.en))
    .join('; ');
}

/** The settings as the landing page uses them, read-only, with the Edit Settings button. */
export function SiteSettingsCard({ row, onEdit }: { row: SettingsRow; onEdit: () => void }) {
  const v = row.values;
  const items: [string, string, string?][] = [
    ['Company name', v.company_name],
    ['Phone number', v.phone_number],
    ['WhatsApp number', v.whatsapp_number || 'Not set'],
    ['Contact e-mail', v.contact_email],
    ['Shop street address', v.street_address || 'Not set'],
    ['Top banner (English)', v.top_banner_message_en, 'en'],
    ['Top banner (Spanish)', v.top_banner_message_es, 'es'],
    ['Hours (English)', hoursText(v.opening_hours, 'en'), 'en'],
    ['Hours (Spanish)', hoursText(v.opening_hours, 'es'), 'es'],
    ['Payment methods', paymentsText(v.payment_methods)],
    ['Ceramic partner page', v.ceramic_partner_url || 'Not set'],
    ['Service area map', v.map_embed_url],
    ['Areas and towns served', areasText(v.service_area)],
    ['Booking requests kept for', monthsText('en', retentionMonths(v.booking_retention_months))],
  ];
  return (
    <Card aria-labelledby="settings-title">
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div>
          <CardTitle id="settings-title">Public site settings</CardTitle>
          <CardDescription>
            Contact details, banner, hours and links the landing page shows in both languages, and
            how long booking requests are kept, as the privacy page states.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <PencilSquareIcon aria-hidden="true" />
          Edit Settings
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-3 p-5 pt-0 text-sm sm:grid-cols-2">
        {items.map(([label, value, lang]) => (
          <div key={label} className="min-w-0">
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd lang={lang} className="break-words text-ink-900" data-setting={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
