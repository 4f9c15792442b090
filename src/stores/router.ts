/**
 * The admin's client-side router: moving between admin pages swaps the view without reloading the
 * page, and the browser's back/forward buttons work. Every admin URL is defined here once; the nav
 * config (src/islands/admin/admin-nav.ts) adds labels and icons, admin/[...path].astro pre-renders
 * each path so a reload or a deep link lands on the same view.
 */
import { createRouter } from '@nanostores/router';
import { onMount } from 'nanostores';
import { historyGuard } from './unsaved-changes.ts';

/** Every admin page's path by route name. */
export const adminPaths = {
  overview: '/admin',
  hero: '/admin/hero',
  packages: '/admin/packages',
  services: '/admin/services',
  about: '/admin/about',
  testimonials: '/admin/testimonials',
  faqs: '/admin/faqs',
  bookings: '/admin/bookings',
  social: '/admin/social',
  images: '/admin/images',
  settings: '/admin/settings',
  admins: '/admin/admins',
  expenses: '/admin/expenses',
} as const;

/** The name of an admin page, e.g. 'packages'. */
export type AdminRoute = keyof typeof adminPaths;

if (typeof window !== 'undefined') {
  // Added before the router's own listener (which comes with its first subscriber), so Back or
  // Forward held by a dialog with unsaved changes never reaches the router.
  window.addEventListener('popstate', (event) => {
    if (historyGuard.hold?.()) event.stopImmediatePropagation();
  });
}

/**
 * The current admin page; undefined for an unknown /admin/… path (the shell shows "not found").
 * The router's own link handling is off: it would take over every same-origin link, including
 * View Site (/), which must load the public site instead of an empty admin view.
 */
export const $router = createRouter(adminPaths, { links: false });

/** Whether a path belongs to the admin, i.e. is one the router should open in place. */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(\/|$)/.test(pathname);
}

/** Opens plain left-clicks on same-origin links into /admin in place; leaves every other link. */
function followAdminLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== location.origin || !isAdminPath(link.pathname)) return;
  // A jump within this page (the skip link) stays the browser's: it scrolls and moves focus.
  if (link.hash && link.pathname === location.pathname && link.search === location.search) return;
  event.preventDefault();
  $router.open(link.pathname + link.search + link.hash);
}

if (typeof document !== 'undefined') {
  // Capture phase: Headless UI's dialog panels stop clicks from bubbling (so an inside click never
  // counts as an outside one), which would hide links in the phone's sheet or in dialogs.
  onMount($router, () => {
    document.addEventListener('click', followAdminLink, true);
    return () => document.removeEventListener('click', followAdminLink, true);
  });
}
