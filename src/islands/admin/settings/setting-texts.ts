/**
 * What each site setting is called and how its stored value reads, in the admin's language: one
 * place for the Site Settings card and the dialog's History, so both name a setting the same way
 * and neither shows its key ('opening_hours') or its stored JSON to the owner.
 */
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import { monthsText, retentionMonths } from '../../../lib/content/booking-retention.ts';
import { openingHoursText } from '../../../lib/content/format-hours.ts';
import { openingHoursSettingSchema } from '../../../lib/content/opening-hours.ts';
import {
  paymentMethodsSettingSchema,
  paymentMethodsText,
} from '../../../lib/content/payment-methods.ts';
import { serviceAreaSettingSchema } from '../../../lib/content/service-area-schema.ts';
import type { Language, SettingKey } from '../../../lib/content/schema.ts';
import { editableSettingKeys } from '../../../lib/data/site-settings.ts';
import type { Agreement, HistoryText } from '../editor/history-text.ts';

/** Whether `key` is a setting's (the `settingNames` namespace names each). */
const isSettingKey = (key: string): key is SettingKey =>
  (editableSettingKeys as readonly string[]).includes(key);

const agreements: readonly string[] = ['m', 'f', 'mp', 'fp'] satisfies Agreement[];

/**
 * How a word agrees with the name of setting `key` in the language of `names` (its `.agreement`:
 * 'Formas de pago' is 'fp'); an unknown key, or an agreement that is none, is 'm'.
 */
export function settingAgreement(names: Translate<'settingNames'>, key: string): Agreement {
  const agreement = isSettingKey(key) ? names(`${key}.agreement`) : 'm';
  return agreements.includes(agreement) ? (agreement as Agreement) : 'm';
}

/** The stored opening hours as the footer of `site` says them; null when they do not parse. */
export function storedHoursText(site: Language, stored: string): string | null {
  const hours = openingHoursSettingSchema.safeParse(stored);
  return hours.success ? openingHoursText(site, hours.data) : null;
}

/** A stored value of `key` in words, in `lang`; null for a value of a list that does not parse. */
function storedValueText(lang: Language, key: SettingKey, stored: string): string | null {
  switch (key) {
    case 'opening_hours':
      return storedHoursText(lang, stored);
    case 'payment_methods': {
      const payments = paymentMethodsSettingSchema.safeParse(stored);
      return payments.success ? paymentMethodsText(lang, payments.data) : null;
    }
    case 'service_area': {
      // 'Washington DC; Northern Virginia: Alexandria, Arlington…', each area in `lang`.
      const areas = serviceAreaSettingSchema.safeParse(stored);
      return areas.success
        ? areas.data
            .map((area) =>
              area.towns.length ? `${area[lang]}: ${area.towns.join(', ')}` : area[lang],
            )
            .join('; ')
        : null;
    }
    case 'booking_retention_months':
      return monthsText(lang, retentionMonths(stored));
    default:
      return stored;
  }
}

/** How the settings read in the admin's language. */
export interface SettingTexts {
  /** A setting's name ('Opening hours', 'Horario de atención'); an unknown key as it is. */
  label(key: string): string;
  /** How a word agrees with that name ('Formas de pago': 'fp'); an unknown key's: 'm'. */
  agreement(key: string): Agreement;
  /**
   * A stored value in words: hours, payments and areas as sentences, the months kept with their
   * unit, text as typed; null for a list that does not parse (and an unknown key's value as is).
   */
  value(key: string, stored: string): string | null;
}

/** The settings' names and values in the admin's language. */
export function useSettingTexts(): SettingTexts {
  const names = useMessages('settingNames');
  const { lang } = useAdminFormat();
  return {
    label: (key) => (isSettingKey(key) ? names(key) : key),
    agreement: (key) => settingAgreement(names, key),
    value: (key, stored) => (isSettingKey(key) ? storedValueText(lang, key, stored) : stored),
  };
}

/**
 * The Site Settings History in the owner's words: each version titled with its setting's name,
 * its value worded as the card words it (a list that does not parse: as stored) without a 'Value'
 * above it, and no key or category, which nobody edits.
 */
export function useSettingsHistoryText(): HistoryText {
  const texts = useSettingTexts();
  return {
    entryName: texts.label,
    entryAgreement: texts.agreement,
    value: (key, column, stored) =>
      column === 'value' ? (texts.value(key, stored) ?? stored) : stored,
    hidden: ['key', 'category'],
    unlabelled: ['value'],
  };
}
