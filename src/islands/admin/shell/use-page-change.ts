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
    const focusTitle = () => {
      const title = document.getElementById('admin-page-title');
      title?.focus();
      return Boolean(title);
    };
    if (focusTitle()) return;
    // An editor page loads on its first visit (route-pages.ts): focus its title once it appears.
    const observer = new MutationObserver(() => {
      if (focusTitle()) observer.disconnect();
    });
    observer.observe(document.getElementById('main') ?? document.body, {
      childList: true,
      subtree: true,
    });
    return () => observer.disconnect();
  }, [route]);
}
