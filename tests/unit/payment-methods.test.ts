import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/seed-content/index.ts';
import {
  paymentMethodsSettingSchema,
  paymentMethodsText,
} from '../../src/lib/content/payment-methods.ts';

const seeded = paymentMethodsSettingSchema.parse(
  seedContent.site_settings.find((s) => s.key === 'payment_methods')!.value,
);

describe('payment methods', () => {
  it('names every payment method the business takes in both languages, from the setting', () => {
    expect(paymentMethodsText('en', seeded)).toBe('cash, cards, Venmo, Zelle, and Apple Pay');
    expect(paymentMethodsText('es', seeded)).toBe('efectivo, tarjetas, Venmo, Zelle y Apple Pay');
  });

  it('lists exactly the methods the setting holds, in its order', () => {
    expect(paymentMethodsText('en', ['zelle', 'cash'])).toBe('Zelle and cash');
    expect(paymentMethodsText('es', ['cards'])).toBe('tarjetas');
  });

  it('names the other methods an owner may take, brands as they are written', () => {
    const others = ['cash_app', 'paypal', 'google_pay', 'checks'] as const;
    expect(paymentMethodsText('en', [...others])).toBe('Cash App, PayPal, Google Pay, and checks');
    expect(paymentMethodsText('es', [...others])).toBe('Cash App, PayPal, Google Pay y cheques');
    expect(paymentMethodsSettingSchema.parse(JSON.stringify(others))).toEqual(others);
  });

  it.each([
    ['not JSON', 'cash, cards'],
    ['an empty list', '[]'],
    ['an unknown method', '["cash","bitcoin"]'],
    ['a method twice', '["cash","cash"]'],
    ['a list of something else', '[{"method":"cash"}]'],
  ])('rejects a setting with %s', (_case, value) => {
    expect(paymentMethodsSettingSchema.safeParse(value).success).toBe(false);
  });
});
