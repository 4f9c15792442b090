/*
 * Place names of the service area (docs/product.md#landing-page, docs/product.md#business-facts).
 * Town names are not translated; the region names ("Washington DC", "Northern Virginia",
 * "Maryland") are, so they live in the dictionaries under `place.*`.
 */

/** The 17 Northern Virginia towns of the service area list, alphabetical. */
export const virginiaTowns = [
  'Alexandria',
  'Annandale',
  'Arlington',
  'Burke',
  'Centreville',
  'Chantilly',
  'Fairfax',
  'Falls Church',
  'Herndon',
  'Lorton',
  'Manassas',
  'McLean',
  'Reston',
  'Springfield',
  'Sterling',
  'Tysons',
  'Vienna',
] as const;

/** The 5 Maryland towns of the service area list, alphabetical. */
export const marylandTowns = [
  'Bethesda',
  'Chevy Chase',
  'Potomac',
  'Rockville',
  'Silver Spring',
] as const;

/**
 * The regions the footer's Locations column names, each with the schema.org type the structured
 * data gives it (Washington DC is a city; "Northern Virginia" and "nearby Maryland" are areas).
 */
export const footerRegions = [
  { key: 'place.washingtonDc', type: 'City' },
  { key: 'place.northernVirginia', type: 'Place' },
  { key: 'place.maryland', type: 'Place' },
] as const;

/** Towns named in the footer's Locations column, in the order of docs/product.md#landing-page. */
export const footerTowns = [
  'Fairfax',
  'Arlington',
  'Alexandria',
  'McLean',
  'Tysons',
  'Bethesda',
  'Rockville',
] as const;

/** The state a town of the service area lists lies in. */
export function townState(town: string): 'Virginia' | 'Maryland' {
  return (marylandTowns as readonly string[]).includes(town) ? 'Maryland' : 'Virginia';
}
