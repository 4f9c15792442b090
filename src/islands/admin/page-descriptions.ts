/**
 * The one-line description under each admin page's title (docs/product.md#admin-shell). The texts
 * are in the `pages` namespace (src/i18n/admin/en/pages.ts), which loads with the pages, so the
 * first view of /admin does not load every page's sentence; a page passes its entry here to
 * PageHeader, which shows the text in the admin's language.
 */
import type { AdminRoute } from '../../stores/router.ts';

/** A page's description, by the route it describes. */
export interface PageDescription {
  page: Exclude<AdminRoute, 'overview'>;
}

const describe = <Page extends PageDescription['page']>(page: Page) => ({ page });

/** Each page's description but the Overview's (its page holds it), by route name. */
export const pageDescriptions: { [Page in PageDescription['page']]: { page: Page } } = {
  hero: describe('hero'),
  packages: describe('packages'),
  services: describe('services'),
  about: describe('about'),
  testimonials: describe('testimonials'),
  faqs: describe('faqs'),
  bookings: describe('bookings'),
  social: describe('social'),
  images: describe('images'),
  settings: describe('settings'),
  expenses: describe('expenses'),
  admins: describe('admins'),
};
