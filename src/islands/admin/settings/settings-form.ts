import { openingHoursSettingSchema } from '../../../lib/content/opening-hours.ts';
import { paymentMethodsSettingSchema } from '../../../lib/content/payment-methods.ts';
import { defaultServiceArea } from '../../../lib/content/service-area.ts';
import { serviceAreaSettingSchema } from '../../../lib/content/service-area-schema.ts';
import { settingsEntries, type SettingsRow } from '../../../lib/data/site-settings.ts';
import { linesToText } from '../../../lib/schemas/lines.ts';
import { siteSettingsFormSchema } from '../../../lib/schemas/setting-values.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';
import { restoredSetting, settingsWhich } from './setting-messages.tsx';
import { useSettingsHistoryText } from './setting-texts.ts';

/** A new opening interval: every weekday, the hours of docs/product.md#business-facts. */
export const newInterval = () => ({ days: [] as string[], opens: '08:00', closes: '19:00' });

/** A new area served: no names, no towns yet. */
export const newArea = () => ({ en: '', es: '', towns: '' });

/** The form values of the stored settings: text as is; hours, payments and areas as lists. */
function formValues(values: SettingsRow['values'] | undefined): Record<string, unknown> {
  const hours = openingHoursSettingSchema.safeParse(values?.opening_hours ?? '');
  const payments = paymentMethodsSettingSchema.safeParse(values?.payment_methods ?? '');
  const areas = serviceAreaSettingSchema.safeParse(values?.service_area ?? '');
  return {
    ...values,
    // A stored value that does not parse is shown empty (areas: as they were first), to be
    // entered again.
    opening_hours: hours.success ? hours.data : [newInterval()],
    payment_methods: payments.success ? payments.data : [],
    service_area: (areas.success ? areas.data : defaultServiceArea).map((area) => ({
      ...area,
      towns: linesToText(area.towns),
    })),
  };
}

/**
 * The Site Settings form: every setting the landing page reads, validated at the field
 * (setting-values.ts), saved setting by setting with the editor pattern's conflict check.
 */
export const settingsForm: EntryFormConfig<SettingsRow> = {
  store: settingsEntries,
  noun: 'site settings',
  schema: siteSettingsFormSchema,
  toValues: (row) => formValues(row?.values),
  useHistoryText: useSettingsHistoryText,
  restored: restoredSetting,
  partsWhich: settingsWhich,
};
