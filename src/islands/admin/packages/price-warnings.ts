import { normaliseAmount } from '../../../lib/content/price.ts';

/**
 * A package price as typed that is allowed but looks like a slip (docs/product.md#editors):
 * the dialog warns under its field, and the save still goes through.
 */
export interface PriceWarning {
  /** 'lower': below the price of a smaller vehicle; 'extraZero': over 3 times the lowest price. */
  kind: 'lower' | 'extraZero';
  /** The index of the price it is compared with, the one the warning names. */
  than: number;
}

/** How many times the package's lowest price a price may be before a zero too many is suspected. */
const extraZeroFactor = 3;

/** A typed price in cents (whole numbers compare exactly), or null when it is not an amount. */
function cents(text: string): number | null {
  const amount = normaliseAmount(text);
  return amount === null ? null : Math.round(Number(amount) * 100);
}

/**
 * The warning of each of a package's prices as typed, smallest vehicle first (Sedan, SUV 2-row,
 * SUV 3-row); undefined where there is none. An empty or unreadable price is left out: its field's
 * own check speaks. A price over 3 times the lowest is suspected of an extra zero, and no other
 * price is called lower than it, so one slip gives one warning, at the field that has it.
 */
export function priceWarnings(typed: readonly string[]): (PriceWarning | undefined)[] {
  const amounts = typed.map(cents);
  const lowest = Math.min(...amounts.filter((amount) => amount !== null));
  const cheapest = amounts.indexOf(lowest);
  const suspect = amounts.map((amount) => amount !== null && amount > lowest * extraZeroFactor);
  return amounts.map((amount, index) => {
    if (amount === null) return undefined;
    if (suspect[index]) return { kind: 'extraZero', than: cheapest };
    const than = amounts.findIndex(
      (smaller, before) =>
        before < index && smaller !== null && !suspect[before] && amount < smaller,
    );
    return than === -1 ? undefined : { kind: 'lower', than };
  });
}
