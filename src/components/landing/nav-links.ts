import type { UiKey } from '../../i18n';
import { sectionIds, type SectionId } from './section-ids';

/** A nav entry: its label key and the landing section it scrolls to. */
export interface NavLink {
  key: UiKey;
  section: SectionId;
}

export const homeLink: NavLink = { key: 'nav.home', section: sectionIds.home };
export const aboutLink: NavLink = { key: 'nav.about', section: sectionIds.about };

/** Entries of the Services dropdown. */
export const serviceLinks: NavLink[] = [
  { key: 'nav.carDetailing', section: sectionIds.services },
  { key: 'nav.ceramicCoating', section: sectionIds.ceramic },
  { key: 'nav.fleetServices', section: sectionIds.fleet },
];

/** Entries after the dropdown. */
export const trailingLinks: NavLink[] = [
  { key: 'nav.serviceArea', section: sectionIds.serviceArea },
  { key: 'nav.contact', section: sectionIds.contact },
];

/**
 * Where Schedule/Book links lead when the booking form cannot open (no JavaScript, a failed
 * download): the footer's contact row, with call and text side by side.
 */
export const bookSection: SectionId = sectionIds.contact;
