import { Bars3Icon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { toggleSidebar } from '../../../stores/sidebar.ts';

/** The menu button's id, so the phone's sheet can return focus to it. */
export const sidebarTriggerId = 'sidebar-trigger';

/**
 * The button that collapses/expands the sidebar, or opens the sheet on a phone (also Ctrl/Cmd+B),
 * named for what it does there: 'Toggle sidebar', or on a phone the sheet's 'Admin menu'
 * (docs/product.md#admin-shell).
 */
export function SidebarTrigger({ isMobile, expanded }: { isMobile: boolean; expanded: boolean }) {
  const t = useMessages('shell');
  return (
    <Button
      id={sidebarTriggerId}
      variant="ghost"
      size="icon"
      aria-label={isMobile ? t('menuTitle') : t('toggleSidebar')}
      aria-controls={isMobile ? undefined : 'admin-sidebar'}
      aria-expanded={expanded}
      aria-keyshortcuts="Control+B Meta+B"
      onClick={() => toggleSidebar(isMobile)}
    >
      <Bars3Icon aria-hidden="true" />
    </Button>
  );
}
