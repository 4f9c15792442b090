import type { ReactNode } from 'react';
import { paymentMethodName, paymentMethods } from '../../../lib/content/payment-methods.ts';
import { TextField } from '../editor/text-field.tsx';
import { CheckboxGroup } from './checkbox-group.tsx';
import { HoursField } from './hours-field.tsx';
import { ServiceAreaField } from './service-area-field.tsx';

const paymentOptions = paymentMethods.map((value) => {
  const label = paymentMethodName('en', value);
  return { value, label: label.charAt(0).toUpperCase() + label.slice(1) };
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
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <FieldGroup legend="Business and contact">
          <TextField name="single.company_name" label="Company name" autoComplete="off" />
          <TextField
            name="single.phone_number"
            label="Phone number"
            type="tel"
            hint="Every call and text link, the footer and the sticky bar."
          />
          <TextField
            name="single.whatsapp_number"
            label="WhatsApp number (optional)"
            type="tel"
            hint="When set, a WhatsApp link joins call and text."
          />
          <TextField name="single.contact_email" label="Contact e-mail" type="email" />
          <TextField
            name="single.street_address"
            label="Shop street address (optional)"
            hint="Shown in the footer and to search engines, e.g. 4200 Lee Hwy, Arlington, VA 22207."
          />
        </FieldGroup>
        <FieldGroup legend="Links">
          <TextField
            name="single.ceramic_partner_url"
            label="Ceramic partner page (optional)"
            type="url"
            hint="When set, the ceramic section links to it (Get a quote); else it offers a call."
          />
          <TextField
            name="single.map_embed_url"
            label="Service area map (embed link)"
            type="url"
            hint={'Google Maps: Share → Embed a map, then copy the address inside src="…".'}
          />
        </FieldGroup>
        <div className={section}>
          <ServiceAreaField />
        </div>
        <FieldGroup legend="Bookings">
          <TextField
            name="single.booking_retention_months"
            label="Keep booking requests for (months)"
            type="number"
            step="1"
            hint="The privacy page states this period; requests older than it can be purged on the Bookings page. 1 to 120, default 24."
          />
        </FieldGroup>
      </div>
      <div className="min-w-0 space-y-6">
        <FieldGroup legend="Top banner message">
          <TextField name="single.top_banner_message_en" label="English" rows={3} lang="en" />
          <TextField name="single.top_banner_message_es" label="Spanish" rows={3} lang="es" />
        </FieldGroup>
        <div className={section}>
          <HoursField />
        </div>
        <div className={section}>
          <CheckboxGroup
            name="single.payment_methods"
            legend="Payment methods accepted"
            options={paymentOptions}
          />
        </div>
      </div>
    </div>
  );
}
