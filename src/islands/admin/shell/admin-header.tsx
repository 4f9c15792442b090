import { GlobeAltIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { $adminLanguage, siteHome } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { PublishStatus } from '../publish-status.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { measureHeader } from './measure-header.ts';
import { SidebarTrigger } from './sidebar-trigger.tsx';
import { UserMenu } from './user-menu.tsx';

interface AdminHeaderProps {
  /** The signed-in admin's e-mail address. */
  email: string;
  isMobile: boolean;
  /** Whether the sidebar (desktop) or the sheet (phone) is open. */
  sidebarOpen: boolean;
}

/**
 * The bar above every admin page (docs/product.md#admin-shell): title, publish status, View Site
 * (the public page in the admin's language),
 * the language switch, and the account menu (the signed-in e-mail; Change password, Sign out).
 */
export function AdminHeader({ email, isMobile, sidebarOpen }: AdminHeaderProps) {
  const t = useMessages('shell');
  // The public page in the admin's language.
  const site = siteHome(useStore($adminLanguage));
  return (
    // Sticky from 768 px wide and 512 px tall; on a phone, upright or on its side, its rows would
    // eat the screen, so it scrolls away.
    <header
      ref={measureHeader}
      className="z-30 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-mist-200 bg-white px-3 py-2 sm:px-4 md:[@media(min-height:32rem)]:sticky md:top-0"
    >
      <SidebarTrigger isMobile={isMobile} expanded={sidebarOpen} />
      <div className="mr-auto min-w-0">
        <p className="text-lg leading-tight font-bold">{t('title')}</p>
        <p className="text-sm text-ink-600">{t('subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PublishStatus />
        <a href={site} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <GlobeAltIcon aria-hidden="true" />
          {t('viewSite')}
        </a>
        <LanguageSwitch />
        <UserMenu email={email} />
      </div>
    </header>
  );
}
