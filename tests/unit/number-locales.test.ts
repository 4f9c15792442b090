import { describe, expect, it } from 'vitest';
import { adminFormat } from '../../src/i18n/admin/format.ts';
import { en } from '../../src/i18n/en.ts';
import { es } from '../../src/i18n/es.ts';
import { numberLocales, unitCount } from '../../src/i18n/locales.ts';
import { money } from '../../src/lib/content/price.ts';

// One rule for numbers on the site and in the admin
// (docs/decisions.md#numbers-as-in-the-us-in-both-languages).
describe('numbers in Spanish', () => {
  it('are grouped and pointed as in the US, on the site as in the admin', () => {
    for (const n of [1000, 10000, 1234567]) {
      expect(n.toLocaleString(numberLocales.es)).toBe(n.toLocaleString(numberLocales.en));
      expect(n.toLocaleString(numberLocales.es)).toBe(adminFormat('es').count(n));
    }
    expect((10000).toLocaleString(numberLocales.es)).toBe('10,000');
    expect((1000).toLocaleString(numberLocales.es)).toBe('1,000');
    expect(money(19.5)).toBe('$19.50');
    expect(money(10000)).toBe('$10,000');
  });

  it('keep their grouping beside a unit', () => {
    expect(unitCount('es', 'second', 3600)).toBe('3,600 segundos');
    expect(unitCount('es', 'month', 1200)).toBe('1,200 meses');
  });

  it('are written in the texts as they are formatted', () => {
    expect(es['booking.error.notes_too_long']).toContain('1,000');
    expect(en['booking.error.notes_too_long']).toContain('1,000');
  });
});
