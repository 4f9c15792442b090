/**
 * The page of every admin route, by route name: a route without a page does not compile. Editors
 * load on first visit, so the first view of /admin (the Overview) stays within its budget however
 * many editors there are; each is a `lazyPart`, shown in a `LazyPart` by admin-page-view.tsx
 * (docs/architecture.md#lazy-parts).
 */
import type { ComponentType } from 'react';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { loadMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { OverviewPage } from '../overview/overview-page.tsx';
import { lazyPart } from './lazy-part.tsx';

/**
 * The component `name` of the module `load` reads, loaded on its first render together with the
 * texts of every page's header (the `pages` namespace), so the header does not wait for them.
 */
const page = <Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType =>
  lazyPart(() =>
    Promise.all([load(), loadMessages($adminLanguage.get(), 'pages')]).then(
      ([module]): ComponentType => module[name],
    ),
  );

/** Each admin route's page. */
export const routePages: Record<AdminRoute, ComponentType> = {
  overview: OverviewPage,
  hero: page(() => import('../hero/hero-page.tsx'), 'HeroPage'),
  packages: page(() => import('../packages/packages-page.tsx'), 'PackagesPage'),
  services: page(() => import('../services/services-page.tsx'), 'ServicesPage'),
  about: page(() => import('../about/about-page.tsx'), 'AboutPage'),
  testimonials: page(() => import('../testimonials/testimonials-page.tsx'), 'TestimonialsPage'),
  faqs: page(() => import('../faqs/faqs-page.tsx'), 'FaqsPage'),
  bookings: page(() => import('../bookings/bookings-page.tsx'), 'BookingsPage'),
  social: page(() => import('../social/social-page.tsx'), 'SocialPage'),
  images: page(() => import('../images/images-page.tsx'), 'ImagesPage'),
  settings: page(() => import('../settings/settings-page.tsx'), 'SettingsPage'),
  admins: page(() => import('../admins/admins-page.tsx'), 'AdminsPage'),
  expenses: page(() => import('../expenses/expenses-page.tsx'), 'ExpensesPage'),
};
