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
