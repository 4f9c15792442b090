import type { Language } from './schema.ts';

/*
 * The areas and towns served (docs/product.md#site-settings): one list, the `service_area` site
 * setting, feeds the footer, the service area section, the booking form's area note and the
 * JSON-LD `areaServed` of both pages. An area has a name per language ('Northern Virginia' /
 * 'Norte de Virginia') and its towns, whose names read the same in both languages; an area
 * without towns is a city in its own right (Washington DC).
 */

/** The areas served, in the order the site lists them: each area's name per language and its towns. */
export type ServiceArea = { en: string; es: string; towns: string[] }[];

/**
 * The areas served until the owner edits them (docs/product.md#business-facts): Washington DC,
 * Northern Virginia and nearby Maryland, towns alphabetical.
 */
export const defaultServiceArea: ServiceArea = [
  { en: 'Washington DC', es: 'Washington D.C.', towns: [] },
  {
    en: 'Northern Virginia',
    es: 'Norte de Virginia',
    towns: [
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
    ],
  },
  {
    en: 'Maryland',
    es: 'Maryland',
    towns: ['Bethesda', 'Chevy Chase', 'Potomac', 'Rockville', 'Silver Spring'],
  },
];

/** Every town served, area by area. */
export function servedTowns(areas: ServiceArea): string[] {
  return areas.flatMap((area) => area.towns);
}

/** Every name a visitor may give for a place served: the towns, and the areas in both languages. */
export function servedPlaceNames(areas: ServiceArea): string[] {
  return [...new Set([...servedTowns(areas), ...areas.flatMap((area) => [area.en, area.es])])];
}

/**
 * The service area as schema.org `areaServed`, in the page's language: each area a `City` when it
 * has no towns, else a `Place`, and each town a `City` within its area.
 */
export function areaServed(lang: Language, areas: ServiceArea): Record<string, unknown>[] {
  return [
    ...areas.map((area) => ({ '@type': area.towns.length ? 'Place' : 'City', name: area[lang] })),
    ...areas.flatMap((area) =>
      area.towns.map((town) => ({
        '@type': 'City',
        name: town,
        containedInPlace: { '@type': 'Place', name: area[lang] },
      })),
    ),
  ];
}
