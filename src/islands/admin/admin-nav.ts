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

const item = (
  route: AdminRoute,
  label: string,
  icon: AdminNavItem['icon'],
  description: string,
): AdminNavItem => ({ route, path: adminPaths[route], label, icon, description });

/** The sidebar's groups in order. */
export const adminNav: AdminNavGroup[] = [
  {
    label: 'Content',
    items: [
      item('overview', 'Overview', Squares2X2Icon, "Your site's content at a glance."),
      item(
        'hero',
        'Hero Section',
        SparklesIcon,
        'The headline, text and buttons at the top of the landing page, in each language.',
      ),
      item(
        'packages',
        'Service Packages',
        CubeIcon,
        'The detailing packages with their prices per vehicle size and their features.',
      ),
      item(
        'services',
        'Additional Services',
        WrenchScrewdriverIcon,
        'The add-on services offered with a package, with their prices and icons.',
      ),
      item(
        'about',
        'About Section',
        InformationCircleIcon,
        'The cards that tell visitors who you are and how you work.',
      ),
      item(
        'testimonials',
        'Testimonials',
        ChatBubbleLeftRightIcon,
        'The customer reviews shown on the landing page.',
      ),
      item(
        'faqs',
        'FAQs',
        QuestionMarkCircleIcon,
        'The questions and answers at the bottom of the landing page, in each language.',
      ),
      item(
        'bookings',
        'Bookings',
        CalendarDaysIcon,
        'Appointment requests sent from the landing page, newest first.',
      ),
    ],
  },
  {
    label: 'Configuration',
    items: [
      item('social', 'Social Links', LinkIcon, 'The social media profiles linked from the footer.'),
      item(
        'images',
        'Image Library',
        PhotoIcon,
        'Upload, describe and organise the images used across the site.',
      ),
      item(
        'settings',
        'Site Settings',
        Cog6ToothIcon,
        "The public site's contact details, banner, hours and links, and the expense tracker.",
      ),
    ],
  },
];

/** Every admin page by route name. */
export const adminPages = Object.fromEntries(
  adminNav.flatMap((group) => group.items.map((entry) => [entry.route, entry])),
) as Record<AdminRoute, AdminNavItem>;
