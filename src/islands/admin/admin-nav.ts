/**
 * The admin's navigation, in one place: groups, labels and icons of every admin page
 * (docs/product.md#admin-shell). The sidebar draws it, the page titles and the document title read
 * it. Each page's one-line description is in page-descriptions.ts, loaded with the pages. A label
 * here is the English text; the admin shows `navLabel(route)` of the shell's texts (en/shell.ts).
 */
import {
  BanknotesIcon,
  CalendarDaysIcon,
  ChatBubbleLeftRightIcon,
  Cog6ToothIcon,
  CubeIcon,
  InformationCircleIcon,
  LinkIcon,
  PhotoIcon,
  QuestionMarkCircleIcon,
  SparklesIcon,
  Squares2X2Icon,
  UsersIcon,
  WrenchScrewdriverIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { adminPaths, type AdminRoute } from '../../stores/router.ts';

/** One admin page as the sidebar and the page header show it. */
export interface AdminNavItem {
  route: AdminRoute;
  path: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A titled group of sidebar links. */
export interface AdminNavGroup {
  /** Its title's key in the shell's texts. */
  label: 'group.content' | 'group.configuration';
  items: AdminNavItem[];
}

/** The key of a page's name in the shell's texts ('nav.images'). */
export const navLabel = <Route extends AdminRoute>(route: Route): `nav.${Route}` => `nav.${route}`;

/** The route whose English label is `label` (a page title given in English), if any. */
export function routeOfLabel(label: string): AdminRoute | undefined {
  return (Object.keys(adminPages) as AdminRoute[]).find(
    (route) => adminPages[route].label === label,
  );
}

const item = <Route extends AdminRoute>(
  route: Route,
  label: string,
  icon: AdminNavItem['icon'],
): AdminNavItem & { route: Route } => ({
  route,
  path: adminPaths[route],
  label,
  icon,
});

/** Every admin page by route name: a route without its entry here does not compile. */
export const adminPages: { [Route in AdminRoute]: AdminNavItem & { route: Route } } = {
  overview: item('overview', 'Overview', Squares2X2Icon),
  hero: item('hero', 'Hero Section', SparklesIcon),
  packages: item('packages', 'Service Packages', CubeIcon),
  services: item('services', 'Additional Services', WrenchScrewdriverIcon),
  about: item('about', 'About Section', InformationCircleIcon),
  testimonials: item('testimonials', 'Testimonials', ChatBubbleLeftRightIcon),
  faqs: item('faqs', 'FAQs', QuestionMarkCircleIcon),
  bookings: item('bookings', 'Bookings', CalendarDaysIcon),
  social: item('social', 'Social Links', LinkIcon),
  images: item('images', 'Image Library', PhotoIcon),
  settings: item('settings', 'Site Settings', Cog6ToothIcon),
  admins: item('admins', 'Admins', UsersIcon),
  expenses: item('expenses', 'Expenses', BanknotesIcon),
};

const group = (label: AdminNavGroup['label'], routes: readonly AdminRoute[]): AdminNavGroup => ({
  label,
  items: routes.map((route) => adminPages[route]),
});

/** The sidebar's groups in order. */
export const adminNav: AdminNavGroup[] = [
  group('group.content', [
    'overview',
    'hero',
    'packages',
    'services',
    'about',
    'testimonials',
    'faqs',
    'bookings',
  ]),
  group('group.configuration', ['social', 'images', 'settings', 'expenses', 'admins']),
];
