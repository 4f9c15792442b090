/**
 * The admin's navigation, in one place: groups, labels, icons and one-line descriptions of every
 * admin page (docs/product.md#admin-shell). The sidebar draws it, the page titles and the document
 * title read it.
 */
import {
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
  WrenchScrewdriverIcon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { adminPaths, type AdminRoute } from '../../stores/router.ts';

/** One admin page as the sidebar and the page header show it. */
export interface AdminNavItem {
  route: AdminRoute;
  path: string;
  label: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A titled group of sidebar links. */
export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

const item = <Route extends AdminRoute>(
  route: Route,
  label: string,
  icon: AdminNavItem['icon'],
  description: string,
): AdminNavItem & { route: Route } => ({
  route,
  path: adminPaths[route],
  label,
  icon,
  description,
});

/** Every admin page by route name: a route without its entry here does not compile. */
export const adminPages: { [Route in AdminRoute]: AdminNavItem & { route: Route } } = {
  overview: item('overview', 'Overview', Squares2X2Icon, "Your site's content at a glance."),
  hero: item(
    'hero',
    'Hero Section',
    SparklesIcon,
    'The headline, text and buttons at the top of the landing page, in each language.',
  ),
  packages: item(
    'packages',
    'Service Packages',
    CubeIcon,
    'The detailing packages with their prices per vehicle size and their features.',
  ),
  services: item(
    'services',
    'Additional Services',
    WrenchScrewdriverIcon,
    'The add-on services offered with a package, with their prices and icons.',
  ),
  about: item(
    'about',
    'About Section',
    InformationCircleIcon,
    'The cards that tell visitors who you are and how you work.',
  ),
  testimonials: item(
    'testimonials',
    'Testimonials',
    ChatBubbleLeftRightIcon,
    'The customer reviews shown on the landing page.',
  ),
  faqs: item(
    'faqs',
    'FAQs',
    QuestionMarkCircleIcon,
    'The questions and answers at the bottom of the landing page, in each language.',
  ),
  bookings: item(
    'bookings',
    'Bookings',
    CalendarDaysIcon,
    'Appointment requests sent from the landing page, newest first.',
  ),
  social: item(
    'social',
    'Social Links',
    LinkIcon,
    'The social media profiles linked from the footer.',
  ),
  images: item(
    'images',
    'Image Library',
    PhotoIcon,
    'Upload, describe and organise the images used across the site.',
  ),
  settings: item(
    'settings',
    'Site Settings',
    Cog6ToothIcon,
    "The public site's contact details, banner, hours and links, and the expense tracker.",
  ),
};

const group = (label: string, routes: readonly AdminRoute[]): AdminNavGroup => ({
  label,
  items: routes.map((route) => adminPages[route]),
});

/** The sidebar's groups in order. */
export const adminNav: AdminNavGroup[] = [
  group('Content', [
    'overview',
    'hero',
    'packages',
    'services',
    'about',
    'testimonials',
    'faqs',
    'bookings',
  ]),
  group('Configuration', ['social', 'images', 'settings']),
];
