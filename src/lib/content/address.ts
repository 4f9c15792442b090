/** A US street address in its parts, as schema.org's PostalAddress names them. */
export interface UsAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
}

/** The US states and DC: two-letter code → name. */
const regionNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** A state's code or name, in any letter case, with the ZIP code after it; `rest` is before. */
const stateAndZip = new RegExp(
  String.raw`^(?<rest>.*?)\s*\b(?<state>[A-Za-z]{2}|${Object.values(regionNames).join('|')})` +
    String.raw`\.?\s+(?<zip>\d{5}(?:-\d{4})?)$`,
  'i',
);

/** The country a copied address may end with ('USA', 'United States'), said once only. */
const country = /^(u\.?s\.?a?\.?|united states(?: of america)?)$/i;

/** The code of a state given by its code or name in any letter case, or null. */
function regionCode(state: string): string | null {
  const code = state.toUpperCase();
  if (Object.hasOwn(regionNames, code)) return code;
  const named = Object.entries(regionNames).find(
    ([, name]) => name.toLowerCase() === state.toLowerCase(),
  );
  return named ? named[0] : null;
}

/**
 * The parts of a one-line US address 'street, city, ST 12345' (the street may hold commas, e.g.
 * a suite), or null when `text` does not give a street, a city, a state and a ZIP code. Read as an
 * owner writes or copies one: the state by code or name in any case, with or without a comma
 * before the city's state ('Arlington VA 22207') or before the ZIP code, and a trailing country
 * ('…, VA 22207, USA', as map services copy it) left out.
 */
export function parseUsAddress(text: string): UsAddress | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > 1 && country.test(parts.at(-1)!)) parts.pop();
  if (parts.length < 2 || parts.some((part) => part === '')) return null;
  // A ZIP code after a comma of its own ('…, VA, 22207') belongs with the state before it.
  if (parts.length > 1 && /^\d{5}(-\d{4})?$/.test(parts.at(-1)!)) {
    const zip = parts.pop()!;
    parts.push(`${parts.pop()!} ${zip}`);
  }
  const match = stateAndZip.exec(parts.pop()!);
  const region = match?.groups && regionCode(match.groups.state!);
  if (!match?.groups || !region) return null;
  // 'Arlington VA 22207': the city shares the state's part when no comma divides them.
  const rest = match.groups.rest!.trim();
  const city = rest || parts.pop();
  const street = parts.join(', ');
  if (!city || !street) return null;
  return {
    streetAddress: street,
    addressLocality: city,
    addressRegion: region,
    postalCode: match.groups.zip!,
  };
}

/** `address` in the one form the site shows and stores: 'street, city, ST 12345'. */
export function formatUsAddress(address: UsAddress): string {
  const { streetAddress, addressLocality, addressRegion, postalCode } = address;
  return `${streetAddress}, ${addressLocality}, ${addressRegion} ${postalCode}`;
}
