import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { navLabel } from '../admin-nav.ts';

/**
 * Names the browser tab after the admin page shown (in the admin's language) and, after a client-side page change, moves
 * focus to the new page's title so keyboard and screen-reader users learn that the page changed.
 */
export function usePageChange(route: AdminRoute | undefined): void {
  const t = useMessages('shell');
  const title = route ? t(navLabel(route)) : t('notFound');
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // An editor page loads on its first visit (route-pages.ts): its title may come later.
    return focusPageTitle();
  }, [route]);
}

/**
 * Moves focus to the admin page's title (`admin-page-title`, PageHeader) once one other than
 * `shown` is in the page: at once, or when it appears (a page whose code is still downloading).
 * Answers what stops waiting.
 */
export function focusPageTitle(shown: Element | null = null): () => void {
  const focusTitle = () => {
    const title = document.getElementById('admin-page-title');
    if (!title || title === shown) return false;
    title.focus();
    return true;
  };
  if (focusTitle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusTitle()) observer.disconnect();
  });
  observer.observe(document.getElementById('main') ?? document.body, {
    childList: true,
    subtree: true,
  });
  return () => observer.disconnect();
}
