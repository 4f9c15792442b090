import { describe, expect, it } from 'vitest';
import { amountProblem, sharedPrice } from '../../src/islands/admin/services/add-on-price.ts';

const rangeInOne = 'For a range, type the lower amount here and the higher one in "Up to".';
const notAnAmount =
  'An amount in dollars, such as 40 or 19.50. For words, switch on "Worded per language".';

describe("the add-on editor's amount fields", () => {
  it('take an amount, or a range over the two fields', () => {
    expect(amountProblem({ price: '40', price_to: '' })).toBeNull();
    expect(amountProblem({ price: '$1,275.50', price_to: '' })).toBeNull();
    expect(amountProblem({ price: '45', price_to: '60' })).toBeNull();
  });

  it('read a decimal comma, as Spanish writes cents, in either field', () => {
    expect(amountProblem({ price: '19,50', price_to: '' })).toBeNull();
    expect(amountProblem({ price: '19,50', price_to: '25,5' })).toBeNull();
    expect(sharedPrice({ price: '19,50', price_to: '' })).toBe('19.50');
    expect(sharedPrice({ price: '$19,50', price_to: '25,5' })).toBe('19.50-25.50');
  });

  it('point a range typed whole into the first field to the "Up to" field', () => {
    for (const price of ['45-70', '$45 - $70', '45 – 70', '$45 a $70', '45 to 70']) {
      expect(amountProblem({ price, price_to: '' }), price).toEqual(['price', rangeInOne]);
    }
  });

  it('say what an amount is for anything else', () => {
    for (const price of ['abc', 'Desde $25', '0', '40 dollars']) {
      expect(amountProblem({ price, price_to: '' }), price).toEqual(['price', notAnAmount]);
    }
    expect(amountProblem({ price: '45', price_to: 'sixty' })).toEqual(['price_to', notAnAmount]);
    expect(amountProblem({ price: '60', price_to: '45' })?.[0]).toBe('price_to');
  });
});
