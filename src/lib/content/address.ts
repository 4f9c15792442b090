/** A US street address in its parts, as schema.org's PostalAddress names them. */
export interface UsAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
}

/** The two-letter codes of the US states and DC. */
const regions = new Set(
  'AL AK AZ AR CA CO CT DC DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/**
 * The parts of a one-line US address 'street, city, ST 12345' (the street may hold commas, e.g.
 * a suite), or null when `text` is not written that way.
 */
export function parseUsAddress(text: string): UsAddress | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length < 3 || parts.some((part) => part === '')) return null;
  const match = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts.at(-1)!);
  if (!match || !regions.has(match[1]!)) return null;
  return {
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2)!,
    addressRegion: match[1]!,
    postalCode: match[2]!,
  };
}
