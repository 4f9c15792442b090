import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { takeReason } from '../../../lib/auth-redirect.ts';
import { $router } from '../../../stores/router.ts';
import { $mobileSidebarOpen, $sidebarExpanded } from '../../../stores/sidebar.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminPageView } from './admin-page-view.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { useIsMobile } from './use-is-mobile.ts';
import { usePageChange } from './use-page-change.ts';
import { useSidebarShortcut } from './use-sidebar-shortcut.ts';
import { LazyPart, lazyPart } from './lazy-part.tsx';

// The phone's sheet (Headless UI's Dialog) loads when first opened: no desktop visit pays for it.
const MobileSidebar = lazyPart(() =>
  import('./mobile-sidebar.tsx').then((module) => module.MobileSidebar),
);

/** The signed-in admin's frame: sidebar (or sheet), header, and the page of the current route. */
export function AdminShell({ email }: { email: string }) {
  const t = useMessages('shell');
  const route = useStore($router)?.route;
  const expanded = useStore($sidebarExpanded);
  const mobileOpen = useStore($mobileSidebarOpen);
  const isMobile = useIsMobile();
  const sheetOpen = isMobile && mobileOpen;
  // Stays mounted once loaded, so the sheet can play its closing transition.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  if (sheetOpen && !sheetLoaded) setSheetLoaded(true);
  useSidebarShortcut(isMobile);
  usePageChange(route);
  // Opened by /auth/new-password once the new password is saved: said once, as Change password does.
  useEffect(() => {
    if (takeReason('password-changed')) toast.success(t('passwordChanged'));
  }, [t]);

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <AppSidebar current={route} expanded={expanded} />
      {sheetLoaded ? (
        <LazyPart>
          <MobileSidebar open={sheetOpen} current={route} />
        </LazyPart>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          email={email}
          isMobile={isMobile}
          sidebarOpen={isMobile ? mobileOpen : expanded}
        />
        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6">
          <AdminPageView key={route ?? 'not-found'} route={route} />
        </main>
      </div>
    </div>
  );
}
