import { describe, expect, it } from 'vitest';
import { priceWarnings } from '../../src/islands/admin/packages/price-warnings.ts';

// Prices are typed Sedan, SUV 2-row, SUV 3-row: indexes 0, 1 and 2.
const lower = (than: number) => ({ kind: 'lower', than });
const extraZero = (than: number) => ({ kind: 'extraZero', than });

describe("a package's prices as typed", () => {
  it('give no warning when they rise with the vehicle, or stay equal', () => {
    expect(priceWarnings(['180', '210', '220'])).toEqual([undefined, undefined, undefined]);
    expect(priceWarnings(['195', '195', '195'])).toEqual([undefined, undefined, undefined]);
    expect(priceWarnings(['$1,200', '1200.00', '1,250'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('warn at a price lower than a smaller vehicle’s, naming the smallest such vehicle', () => {
    expect(priceWarnings(['195', '225', '150'])).toEqual([undefined, undefined, lower(0)]);
    expect(priceWarnings(['195', '180', '225'])).toEqual([undefined, lower(0), undefined]);
    expect(priceWarnings(['180', '230', '220'])).toEqual([undefined, undefined, lower(1)]);
    expect(priceWarnings(['19.99', '19.98', '20'])).toEqual([undefined, lower(0), undefined]);
  });

  it('suspect an extra zero in a price over 3 times the lowest, and only there', () => {
    expect(priceWarnings(['1950', '225', '250'])).toEqual([extraZero(1), undefined, undefined]);
    expect(priceWarnings(['127.50', '1275', '150'])).toEqual([undefined, extraZero(0), undefined]);
    expect(priceWarnings(['140', '170', '1800'])).toEqual([undefined, undefined, extraZero(0)]);
    // Exactly 3 times is a possible price list.
    expect(priceWarnings(['100', '200', '300'])).toEqual([undefined, undefined, undefined]);
    expect(priceWarnings(['19.99', '59.97', '59.98'])).toEqual([
      undefined,
      undefined,
      extraZero(0),
    ]);
  });

  it('give no warning at, or because of, an empty or unreadable price', () => {
    expect(priceWarnings(['', '', ''])).toEqual([undefined, undefined, undefined]);
    expect(priceWarnings(['195', '', '150'])).toEqual([undefined, undefined, lower(0)]);
    expect(priceWarnings(['abc', '100', '1 9 0'])).toEqual([undefined, undefined, undefined]);
    expect(priceWarnings(['0', '195', '225'])).toEqual([undefined, undefined, undefined]);
    expect(priceWarnings(['195', '', '1950'])).toEqual([undefined, undefined, extraZero(0)]);
    expect(priceWarnings(['', '1950', ''])).toEqual([undefined, undefined, undefined]);
  });
});
