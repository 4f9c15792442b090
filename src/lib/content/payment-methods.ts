import { z } from '../zod.ts';
import { intlLocales, t, type UiKey } from '../../i18n/index.ts';
import { jsonSetting } from './json-setting.ts';
import type { Language } from './schema.ts';

/**
 * Payment methods the business can accept, in the order the site lists them; the
 * `payment_methods` setting lists a selection (the seed: the first five).
 */
export const paymentMethods = [
  'cash',
  'cards',
  'venmo',
  'zelle',
  'apple_pay',
  'cash_app',
  'paypal',
  'google_pay',
  'checks',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A non-empty list of payment methods without repeats. */
export const paymentMethodsSchema = z
  .array(z.enum(paymentMethods))
  .min(1, 'needs at least one payment method')
  .refine((methods) => new Set(methods).size === methods.length, 'lists a method twice');

/** The `payment_methods` setting: its JSON text parsed and validated. */
export const paymentMethodsSettingSchema = jsonSetting(paymentMethodsSchema);

// Brand names read the same in every language; generic methods come from the UI dictionaries.
const names: Record<PaymentMethod, { brand: string } | { key: UiKey }> = {
  cash: { key: 'payment.cash' },
  cards: { key: 'payment.cards' },
  venmo: { brand: 'Venmo' },
  zelle: { brand: 'Zelle' },
  apple_pay: { brand: 'Apple Pay' },
  cash_app: { brand: 'Cash App' },
  paypal: { brand: 'PayPal' },
  google_pay: { brand: 'Google Pay' },
  checks: { key: 'payment.checks' },
};

/** A method's name as it reads inside a sentence: 'cash', 'efectivo', 'Venmo'. */
export function paymentMethodName(lang: Language, method: PaymentMethod): string {
  const name = names[method];
  return 'brand' in name ? name.brand : t(lang, name.key);
}

/** The methods as a list in a sentence: 'cash, cards, Venmo, Zelle, and Apple Pay'. */
export function paymentMethodsText(lang: Language, methods: readonly PaymentMethod[]): string {
  const names = methods.map((method) => paymentMethodName(lang, method));
  return new Intl.ListFormat(intlLocales[lang], { type: 'conjunction' }).format(names);
}

/** The methods for structured data (schema.org `paymentAccepted`): 'Cash, Cards, Venmo, …'. */
export function paymentAcceptedText(lang: Language, methods: readonly PaymentMethod[]): string {
  const locale = intlLocales[lang];
  return methods
    .map((method) => paymentMethodName(lang, method))
    .map((name) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1))
    .join(', ');
}
