import { normaliseAddOnPrice, normaliseAmount } from '../../../lib/content/price.ts';

/**
 * The Additional Services editor's amount fields (service-form.ts): an amount in `price`, and for
 * a range its higher end in `price_to`, both in dollars. Kept apart from the form so they can be
 * checked without a backend.
 */
export interface AmountFields {
  price: string;
  price_to: string;
}

/** The stored price of the shared amount fields: '45' and '60' → '45-60'; null if no price. */
export function sharedPrice({ price, price_to }: AmountFields): string | null {
  if (!normaliseAmount(price) || (price_to && !normaliseAmount(price_to))) return null;
  return normaliseAddOnPrice(price_to ? `${price}-${price_to}` : price);
}

const notAnAmount =
  'An amount in dollars, such as 40 or 19.50. For words, switch on "Worded per language".';
/** A range typed whole into the first field ('45-70', '$45 to $70'): it has a field of its own. */
const rangeInOne = 'For a range, type the lower amount here and the higher one in "Up to".';

/** The amount field in error and why, or null when the amounts make a price. */
export function amountProblem(
  shared: AmountFields,
): [field: 'price' | 'price_to', message: string] | null {
  if (!shared.price) return ['price', 'is required'];
  if (!normaliseAmount(shared.price)) {
    const twoAmounts = !shared.price_to && /\d[^\d.,]+\d/.test(shared.price);
    return ['price', twoAmounts ? rangeInOne : notAnAmount];
  }
  if (sharedPrice(shared)) return null;
  if (!normaliseAmount(shared.price_to)) return ['price_to', notAnAmount];
  return ['price_to', 'A range runs from the lower amount to a higher one, such as 45 to 60.'];
}
