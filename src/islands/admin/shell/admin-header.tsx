import { ArrowRightStartOnRectangleIcon, GlobeAltIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { signOut } from '../../../stores/auth.ts';
import { PublishStatus } from '../publish-status.tsx';
import { SidebarTrigger } from './sidebar-trigger.tsx';

interface AdminHeaderProps {
  /** The signed-in admin's e-mail address. */
  email: string;
  isMobile: boolean;
  /** Whether the sidebar (desktop) or the sheet (phone) is open. */
  sidebarOpen: boolean;
}

/**
 * The bar above every admin page (docs/product.md#admin-shell): title, publish status, View Site,
 * e-mail, Logout.
 */
export function AdminHeader({ email, isMobile, sidebarOpen }: AdminHeaderProps) {
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await signOut();
    location.replace('/');
  };

  return (
    // Sticky from 768 px; on a phone its rows would eat the screen, so it scrolls away.
    <header className="z-30 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-mist-200 bg-white px-3 py-2 sm:px-4 md:sticky md:top-0">
      <SidebarTrigger isMobile={isMobile} expanded={sidebarOpen} />
      <div className="mr-auto min-w-0">
        <p className="text-lg leading-tight font-bold">Admin</p>
        <p className="text-sm text-ink-600">Content Management System</p>
      </div>
      <p className="min-w-0 basis-full truncate text-sm text-ink-700 sm:basis-auto" title={email}>
        {email}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <PublishStatus />
        <a href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <GlobeAltIcon aria-hidden="true" />
          View Site
        </a>
        <Button variant="ghost" size="sm" onClick={logout} disabled={leaving}>
          <ArrowRightStartOnRectangleIcon aria-hidden="true" />
          {leaving ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
