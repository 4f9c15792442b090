import type { UiKey } from '../../i18n';

/** A nav entry: its label key and the landing section it scrolls to. */
export interface NavLink {
  key: UiKey;
  section: string;
}

export const homeLink: NavLink = { key: 'nav.home', section: 'home' };
export const aboutLink: NavLink = { key: 'nav.about', section: 'about' };

/** Entries of the Services dropdown. */
export const serviceLinks: NavLink[] = [
  { key: 'nav.carDetailing', section: 'services' },
  { key: 'nav.ceramicCoating', section: 'ceramic' },
  { key: 'nav.fleetServices', section: 'fleet' },
];

/** Entries after the dropdown. */
export const trailingLinks: NavLink[] = [
  { key: 'nav.serviceArea', section: 'service-area' },
  { key: 'nav.contact', section: 'contact' },
];

/** Where Schedule/Book buttons lead: the contact details in the footer (SPEC: no booking flow). */
export const bookSection = 'contact';
