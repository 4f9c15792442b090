/**
 * The admin pages that are built, by route, each loaded on first visit: the first view of /admin
 * (the Overview) stays within its budget however many editors there are. Add one line per page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminRoute } from '../../../stores/router.ts';

type Page = LazyExoticComponent<ComponentType>;

const page = <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): Page =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The lazily loaded page of each built admin route. */
export const editorPages: Partial<Record<AdminRoute, Page>> = {
  hero: page(
    () => import('../hero/hero-page.tsx'),
    (module) => module.HeroPage,
  ),
  packages: page(
    () => import('../packages/packages-page.tsx'),
    (module) => module.PackagesPage,
  ),
  services: page(
    () => import('../services/services-page.tsx'),
    (module) => module.ServicesPage,
  ),
  about: page(
    () => import('../about/about-page.tsx'),
    (module) => module.AboutPage,
  ),
  testimonials: page(
    () => import('../testimonials/testimonials-page.tsx'),
    (module) => module.TestimonialsPage,
  ),
  faqs: page(
    () => import('../faqs/faqs-page.tsx'),
    (module) => module.FaqsPage,
  ),
  bookings: page(
    () => import('../bookings/bookings-page.tsx'),
    (module) => module.BookingsPage,
  ),
  social: page(
    () => import('../social/social-page.tsx'),
    (module) => module.SocialPage,
  ),
  images: page(
    () => import('../images/images-page.tsx'),
    (module) => module.ImagesPage,
  ),
  settings: page(
    () => import('../settings/settings-page.tsx'),
    (module) => module.SettingsPage,
  ),
};
