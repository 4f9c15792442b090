import { useEffect } from 'react';
import { toggleSidebar } from '../../../stores/sidebar.ts';

/**
 * Ctrl+B (Cmd+B on a Mac) toggles the sidebar from anywhere in the admin
 * (docs/product.md#admin-shell, docs/product.md#business-facts).
 */
export function useSidebarShortcut(isMobile: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      // Ctrl+B would otherwise open the browser's bookmarks bar in some browsers.
      event.preventDefault();
      toggleSidebar(isMobile);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile]);
}
