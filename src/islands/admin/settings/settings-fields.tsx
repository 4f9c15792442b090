import type { ReactNode } from 'react';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { intlLocales } from '../../../i18n/locales.ts';
import { paymentMethodName, paymentMethods } from '../../../lib/content/payment-methods.ts';
import type { Language } from '../../../lib/content/schema.ts';
import { TextField } from '../editor/text-field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { FaqReminder } from './faq-reminder.tsx';
import { HoursField } from './hours-field.tsx';
import { ServiceAreaField } from './service-area-field.tsx';

/** The payment methods as `lang` names them, capitalised: 'Cash', 'Efectivo', 'Venmo'. */
const paymentOptions = (lang: Language) =>
  paymentMethods.map((value) => {
    const label = paymentMethodName(lang, value);
    return { value, label: label.charAt(0).toLocaleUpperCase(intlLocales[lang]) + label.slice(1) };
  });

// A border on the fieldset itself would run through its legend, so a wrapper draws the rule.
const section = 'border-t border-mist-200 pt-4 first:border-0 first:pt-0';

/** A group of fields under its legend, ruled off from the group above. */
function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className={section}>
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-3 text-sm font-semibold text-ink-900">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/**
 * Every field of the Site Settings dialog, grouped as the landing page uses them: contact details,
 * links, areas served and bookings in one column, what each language shows (banner, hours) and
 * payments in the other.
 */
export function SettingsFields() {
  const t = useMessages('settings');
  const { lang } = useAdminFormat();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <FieldGroup legend={t('groupContact')}>
          <TextField name="single.company_name" label={t('companyNameField')} autoComplete="off" />
          <TextField
            name="single.phone_number"
            label={t('phoneField')}
            type="tel"
            hint={t('phoneHint')}
          />
          <TextField
            name="single.whatsapp_number"
            label={t('whatsappField')}
            type="tel"
            hint={t('whatsappHint')}
          />
          <TextField name="single.contact_email" label={t('emailField')} type="email" />
          <TextField
            name="single.street_address"
            label={t('addressField')}
            hint={t('addressHint')}
          />
        </FieldGroup>
        <FieldGroup legend={t('groupLinks')}>
          <TextField
            name="single.ceramic_partner_url"
            label={t('partnerField')}
            type="url"
            hint={t('partnerHint')}
          />
          <TextField
            name="single.map_embed_url"
            label={t('mapField')}
            type="url"
            hint={t('mapHint')}
          />
        </FieldGroup>
        <div className={section}>
          <ServiceAreaField />
        </div>
        <FieldGroup legend={t('groupBookings')}>
          <TextField
            name="single.booking_retention_months"
            label={t('retentionField')}
            inputMode="numeric"
            hint={t('retentionHint')}
          />
        </FieldGroup>
      </div>
      <div className="min-w-0 space-y-6">
        <FieldGroup legend={t('groupBanner')}>
          <TextField name="single.top_banner_message_en" label={t('english')} rows={3} lang="en" />
          <TextField name="single.top_banner_message_es" label={t('spanish')} rows={3} lang="es" />
        </FieldGroup>
        <div className={section}>
          <HoursField />
        </div>
        <div className={section}>
          <CheckboxGroup
            name="single.payment_methods"
            legend={t('paymentField')}
            options={paymentOptions(lang)}
          />
          <div className="mt-3 empty:hidden">
            <FaqReminder name="single.payment_methods" text="faqReminderPayments" />
          </div>
        </div>
      </div>
    </div>
  );
}
