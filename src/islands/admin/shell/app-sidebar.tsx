import { useMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { SidebarNav } from './sidebar-nav.tsx';

/**
 * The sidebar on screens of 768 px and wider: 16rem with labels, or 3rem with icons only. Its width
 * follows <html data-sidebar>, which the page's head script sets from the cookie before first
 * paint and the sidebar store keeps in step, so it never jumps.
 */
export function AppSidebar({
  current,
  expanded,
}: {
  current: AdminRoute | undefined;
  expanded: boolean;
}) {
  const t = useMessages('shell');
  return (
    <aside
      id="admin-sidebar"
      aria-label={t('sidebar')}
      data-state={expanded ? 'expanded' : 'collapsed'}
      className="sticky top-0 hidden h-dvh w-64 shrink-0 overflow-x-hidden overflow-y-auto border-r border-mist-200 bg-white motion-safe:transition-[width] md:block [html[data-sidebar=collapsed]_&]:w-12"
    >
      <SidebarNav current={current} collapsed={!expanded} />
    </aside>
  );
}
