/*
 * Prices as the database stores them and the site shows them (docs/architecture.md#prices). A
 * stored amount is whole dollars or dollars and cents, without the dollar sign: '140', '19.50'. An
 * add-on may also hold a range ('45-60') or, per language, words without a digit ('Additional
 * Fee'). What the owner types is normalised the same way the database's trigger normalises it
 * ('$1,200' → '1200', '45.5' → '45.50', '195.00' → '195', '19,50' → '19.50'); the site adds the
 * '$'. The landing page, the booking form's estimate, the JSON-LD and the admin all read prices
 * through this module.
 */

// Optional '$', dollars (plain or grouped by commas), optional cents: '$1,200.50', '140', '9.5'.
const amountPattern = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/*
 * Cents after a comma, as Spanish writes them ('19,50'), with dots between thousands before it or
 * none ('1.200,50'). A comma followed by one or two digits at the end cannot be a thousands comma;
 * one followed by three ('1,500') is one, as on a US bill: $1,500, never $1.50
 * (docs/product.md#validation).
 */
const decimalComma = /^(\$?\s*)(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/;

// The separator of a range: a hyphen or a dash, spaces around it allowed.
const rangeSeparator = /\s*[-–—]\s*/;

/**
 * The amounts a price may be, as the database's rule says: from $1 to $99,999.99. Outside them
 * it is a slip (a 0, a digit too many) that would otherwise go live.
 */
const lowest = 1;
const highest = 99_999.99;

/** `text` with a decimal comma written as a point: '1.200,50' → '1200.50'; else as it is. */
function decimalPoint(text: string): string {
  const match = decimalComma.exec(text);
  return match ? `${match[1]}${match[2]!.replace(/\./g, '')}.${match[3]}` : text;
}

/**
 * An amount as written, without its '$' and thousands commas ('$1,200.5' → '1200.5'), a decimal
 * comma read as the point ('19,5' → '19.5'), or null when it is not written as one. No bounds:
 * the expense tracker has its own.
 */
export function plainAmount(text: string): string | null {
  const match = amountPattern.exec(decimalPoint(text.trim()));
  if (!match) return null;
  const dollars = match[1]!.replace(/,/g, '');
  return match[2] === undefined ? dollars : `${dollars}.${match[2]}`;
}

/**
 * An amount as stored: '$1,200' → '1200', '45.5' → '45.50', '195.00' → '195'; null if none or
 * out of bounds ('0', '100000').
 */
export function normaliseAmount(text: string): string | null {
  const plain = plainAmount(text);
  if (plain === null) return null;
  const [whole, written = ''] = plain.split('.');
  const dollars = whole!.replace(/^0+(?=\d)/, '');
  const cents = written.padEnd(2, '0');
  const amount = cents === '00' ? dollars : `${dollars}.${cents}`;
  return Number(amount) >= lowest && Number(amount) <= highest ? amount : null;
}

/**
 * An add-on price as stored: an amount, a range from the lower to the higher amount
 * ('$45 - $60' → '45-60'; equal ends are one amount), or words without a digit, trimmed. Null for
 * anything else (empty, '1 9 0', 'from $40', a range that runs backwards).
 */
export function normaliseAddOnPrice(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/\d/.test(trimmed)) return trimmed;
  const parts = trimmed.split(rangeSeparator).map(normaliseAmount);
  if (parts.some((part) => part === null) || parts.length > 2) return null;
  const [low, high = low] = parts as string[];
  if (Number(low) === Number(high)) return low!;
  return Number(low) < Number(high) ? `${low}-${high}` : null;
}

/** Whether a price is an amount or range (it has a digit) rather than words. */
export function priceIsAmount(price: string): boolean {
  return /\d/.test(price);
}

/** The dollars a price stands for: '140' → [140, 140], '45-60' → [45, 60]; words → null. */
export function priceRange(text: string): [number, number] | null {
  const price = normaliseAddOnPrice(text);
  if (!price || !priceIsAmount(price)) return null;
  const [low, high = low] = price.split('-').map(Number);
  return [low!, high!];
}

/** An amount of dollars as the site writes it: '$1,200', '$19.50'. */
export function money(amount: number): string {
  // Sums of cents in binary floating point (19.5 + 0.1…) are rounded to the cent first.
  const rounded = Math.round(amount * 100) / 100;
  const cents = Number.isInteger(rounded) ? 0 : 2;
  return `$${rounded.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: 2 })}`;
}

/** '$45 – $60', or '$45' when both ends are equal. */
export function moneyRange(low: number, high: number): string {
  return low === high ? money(low) : `${money(low)} – ${money(high)}`;
}

/** A stored price as the site shows it: '140' → '$140', '45-60' → '$45 – $60', words unchanged. */
export function formatPrice(text: string): string {
  const range = priceRange(text);
  return range ? moneyRange(...range) : text.trim();
}
