/**
 * The admin sidebar (docs/product.md#admin-shell, docs/product.md#business-facts): expanded (16rem)
 * or icon-only (3rem) on screens of 768 px and wider, an off-canvas sheet (18rem) below. The
 * desktop state lives in a cookie kept 7 days; the admin page's inline head script reads the same
 * cookie before first paint (no flash).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { $router } from './router.ts';

/** The cookie holding the desktop state: 'true' expanded, 'false' collapsed. */
export const sidebarCookie = 'sidebar_state';
/** Seven days, in seconds (docs/product.md#business-facts). */
export const sidebarCookieMaxAge = 60 * 60 * 24 * 7;

/** Whether a Cookie header or `document.cookie` asks for an expanded sidebar (the default). */
export function sidebarExpandedIn(cookie: string): boolean {
  return !cookie.split(/;\s*/).includes(`${sidebarCookie}=false`);
}

const expanded = atom(typeof document === 'undefined' || sidebarExpandedIn(document.cookie));
const mobileOpen = atom(false);

/** Desktop: true while the sidebar shows labels, false in icon-only mode. */
export const $sidebarExpanded: ReadableAtom<boolean> = expanded;
/** Phone: true while the off-canvas sheet is open. */
export const $mobileSidebarOpen: ReadableAtom<boolean> = mobileOpen;

/** Sets the desktop state, keeps it 7 days, and mirrors it on <html> for CSS. */
export function setSidebarExpanded(value: boolean): void {
  expanded.set(value);
  document.cookie = `${sidebarCookie}=${value}; path=/admin; max-age=${sidebarCookieMaxAge}; samesite=lax`;
  document.documentElement.dataset.sidebar = value ? 'expanded' : 'collapsed';
}

/** Opens or closes the phone's sheet. */
export function setMobileSidebarOpen(value: boolean): void {
  mobileOpen.set(value);
}

/** The toggle button and Ctrl/Cmd+B: the sheet on a phone, the icon-only mode elsewhere. */
export function toggleSidebar(isMobile: boolean): void {
  if (isMobile) setMobileSidebarOpen(!mobileOpen.get());
  else setSidebarExpanded(!expanded.get());
}

// Following a link in the sheet closes it (in the browser; the build only reads the constants).
if (typeof document !== 'undefined') $router.listen(() => mobileOpen.set(false));
