import type { UiKey } from '../../i18n';

/**
 * The landing page's anchors, defined once: the section components set them as ids, the nav links
 * and buttons point at them, and the e2e tests find sections by them.
 */
export const sectionIds = {
  main: 'main',
  home: 'home',
  about: 'about',
  services: 'services',
  ceramic: 'ceramic',
  fleet: 'fleet',
  addOns: 'add-ons',
  whyUs: 'why-us',
  reviews: 'reviews',
  serviceArea: 'service-area',
  faq: 'faq',
  contact: 'contact',
} as const;

/** One of the landing page's anchors. */
export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

/**
 * The landing page's anchored sections (docs/product.md#landing-page), in page order (the footer is
 * `contact`).
 */
export const specSections: readonly SectionId[] = [
  sectionIds.home,
  sectionIds.about,
  sectionIds.services,
  sectionIds.ceramic,
  sectionIds.fleet,
  sectionIds.serviceArea,
  sectionIds.contact,
];

/**
 * The heading of each section drawn by LandingSection (and the intro under it, where it has one),
 * as keys of the UI strings.
 */
export const sectionHeadings = {
  about: { heading: 'about.heading', intro: 'about.intro' },
  services: { heading: 'services.heading', intro: 'services.intro' },
  ceramic: { heading: 'ceramic.heading', intro: 'ceramic.intro' },
  addOns: { heading: 'addons.heading', intro: 'addons.intro' },
  whyUs: { heading: 'why.heading' },
  serviceArea: { heading: 'serviceArea.heading', intro: 'serviceArea.intro' },
  faq: { heading: 'faq.heading' },
} satisfies Partial<Record<keyof typeof sectionIds, SectionHeading>>;

/** What a section's heading says: UI string keys. */
export interface SectionHeading {
  heading: UiKey;
  intro?: UiKey;
}
