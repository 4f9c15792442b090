import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  money,
  normaliseAddOnPrice,
  normaliseAmount,
  priceRange,
} from '../../src/lib/content/price.ts';
import { addOnPriceCases, amountCases } from './support/price-cases.ts';

describe('a typed package price', () => {
  it.each(amountCases)('%j is stored as %j', (typed, stored) => {
    expect(normaliseAmount(typed)).toBe(stored);
  });
});

describe('a typed add-on price', () => {
  it.each(addOnPriceCases)('%j is stored as %j', (typed, stored) => {
    expect(normaliseAddOnPrice(typed)).toBe(stored);
  });
});

describe('a price on the site', () => {
  it('gets its dollar sign, thousands grouped and cents only when there are some', () => {
    expect(formatPrice('195')).toBe('$195');
    expect(formatPrice('1200')).toBe('$1,200');
    expect(formatPrice('19.50')).toBe('$19.50');
    expect(money(215)).toBe('$215');
  });

  it('shows a range with a dash and words as they are', () => {
    expect(formatPrice('45-60')).toBe('$45 – $60');
    expect(formatPrice('Cargo adicional')).toBe('Cargo adicional');
  });

  it('reads a price written the old way ("$45-$60") like the stored form', () => {
    expect(priceRange('$45-$60')).toEqual([45, 60]);
    expect(formatPrice('$140')).toBe('$140');
  });

  it('has no dollars for words', () => {
    expect(priceRange('Additional Fee')).toBeNull();
  });
});
