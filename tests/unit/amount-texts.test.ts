import { describe, expect, it } from 'vitest';
import expensesEn from '../../src/i18n/admin/en/expenses.ts';
import packagesEn from '../../src/i18n/admin/en/packages.ts';
import servicesEn from '../../src/i18n/admin/en/services.ts';
import validationEn from '../../src/i18n/admin/en/validation.ts';
import expensesEs from '../../src/i18n/admin/es/expenses.ts';
import packagesEs from '../../src/i18n/admin/es/packages.ts';
import servicesEs from '../../src/i18n/admin/es/services.ts';
import validationEs from '../../src/i18n/admin/es/validation.ts';
import { plainAmount } from '../../src/lib/content/price.ts';

// The hints and messages of the admin's amount fields (docs/decisions.md#amount-hints-without-a-thousands-comma).
const dictionaries = {
  en: [validationEn, packagesEn, servicesEn, expensesEn],
  es: [validationEs, packagesEs, servicesEs, expensesEs],
};
const texts = (lang: 'en' | 'es') =>
  dictionaries[lang].flatMap((dictionary) => Object.values(dictionary as Record<string, string>));

const thousandsComma = /\d,\d{3}(?!\d)/;
const decimalComma = /\d,\d{1,2}(?!\d)/;

describe("the admin's texts about amounts", () => {
  it.each(['en', 'es'] as const)(
    'never use a comma for thousands and for cents in one text (%s)',
    (lang) => {
      for (const text of texts(lang)) {
        expect(thousandsComma.test(text) && decimalComma.test(text), text).toBe(false);
      }
    },
  );

  it('show cents after a point first, as the admin writes money, and name a comma as the decimal one', () => {
    const withComma = texts('es').filter((text) => decimalComma.test(text));
    expect(withComma.length).toBeGreaterThan(0);
    for (const text of withComma) {
      const point = /\d\.\d{2}(?!\d)/.exec(text);
      expect(point, text).not.toBeNull();
      expect(point!.index, text).toBeLessThan(decimalComma.exec(text)!.index);
      expect(text).toContain('coma decimal');
    }
  });

  it('give examples the fields take', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const text of texts(lang).filter((text) => /\d[.,]\d{2}(?!\d)/.test(text))) {
        for (const [example] of text.matchAll(/\d+[.,]\d{2}(?!\d)/g)) {
          expect(plainAmount(example), `${example} in ${text}`).not.toBeNull();
        }
      }
    }
  });
});
