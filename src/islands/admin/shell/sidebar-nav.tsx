import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { touchTarget } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { $newBookings } from '../../../stores/new-bookings.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminNav, navLabel, type AdminNavGroup, type AdminNavItem } from '../admin-nav.ts';

interface SidebarNavProps {
  /** The page shown now, marked with aria-current; undefined on the not-found view. */
  current: AdminRoute | undefined;
  /** Icon-only mode: labels stay for screen readers, tooltips show them on hover and focus. */
  collapsed: boolean;
}

/** The admin's links, grouped as in docs/product.md#admin-shell ('Content', 'Configuration'). */
export function SidebarNav({ current, collapsed }: SidebarNavProps) {
  const t = useMessages('shell');
  return (
    <nav aria-label={t('sections')} className="flex flex-col gap-4 px-1.5 py-3">
      {adminNav.map((group) => (
        <SidebarGroup key={group.label} group={group} current={current} collapsed={collapsed} />
      ))}
    </nav>
  );
}

function SidebarGroup({ group, current, collapsed }: SidebarNavProps & { group: AdminNavGroup }) {
  const t = useMessages('shell');
  const labelId = useId();
  return (
    <div>
      <p
        id={labelId}
        className={cn(
          'px-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase',
          collapsed && 'sr-only',
        )}
      >
        {t(group.label)}
      </p>
      <ul aria-labelledby={labelId} className="flex flex-col gap-1">
        {group.items.map((item) => (
          <li key={item.route}>
            <SidebarLink item={item} active={item.route === current} collapsed={collapsed} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SidebarLink({
  item,
  active,
  collapsed,
}: {
  item: AdminNavItem;
  active: boolean;
  collapsed: boolean;
}) {
  const t = useMessages('shell');
  const Icon = item.icon;
  const label = t(navLabel(item.route));
  return (
    <Tooltip content={label} enabled={collapsed}>
      <a
        href={item.path}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
        className={cn(
          'relative flex h-9 items-center gap-3 rounded-md px-2 text-sm font-medium text-ink-700 transition-colors hover:bg-mist-100 hover:text-ink-950',
          'data-active:bg-mist-100 data-active:font-semibold data-active:text-brand-700',
          // The collapsed rail (from 768 px) is 48 px wide: a 44 px wide link would not fit in it.
          !collapsed && touchTarget,
        )}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
        {item.route === 'bookings' ? <NewBookingsBadge collapsed={collapsed} /> : null}
      </a>
    </Tooltip>
  );
}

/** The number of new booking requests next to Bookings (a dot when the sidebar is collapsed). */
function NewBookingsBadge({ collapsed }: { collapsed: boolean }) {
  const t = useMessages('shell');
  const count = useStore($newBookings);
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-new-bookings
        className={cn(
          'rounded-full bg-brand-700 text-xs font-semibold text-white tabular-nums',
          collapsed ? 'absolute top-1 left-6 size-2.5' : 'ml-auto px-2 py-0.5',
        )}
      >
        {collapsed ? null : count}
      </span>
      <span className="sr-only">
        {t(count === 1 ? 'newBookingsOne' : 'newBookingsMany', { count })}
      </span>
    </>
  );
}
