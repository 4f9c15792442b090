import { useMessages } from '../../../i18n/admin/messages.ts';
import { PublishStatus } from '../publish-status.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { measureHeader } from './measure-header.ts';
import { SidebarTrigger } from './sidebar-trigger.tsx';
import { UserMenu } from './user-menu.tsx';
import { ViewSiteLink } from './view-site-link.tsx';

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
 * Under 768 px it is one row: the menu button, the publish status and the account menu (by its
 * icon); the title is the sheet's, and View Site and the language switch are in the sheet.
 * Stays at the top of the screen as the page scrolls, except on a screen under 512 px tall.
 */
export function AdminHeader({ email, isMobile, sidebarOpen }: AdminHeaderProps) {
  const t = useMessages('shell');
  return (
    // Sticky on screens at least 512 px tall, a phone upright too (one row there), so the menu and
    // the publish status stay in reach on a long page; on a phone held sideways it would eat the
    // screen, so it scrolls away (docs/product.md#admin-shell).
    <header
      ref={measureHeader}
      className="z-30 flex flex-wrap items-center xl:flex-nowrap gap-x-3 gap-y-2 border-b border-mist-200 bg-white px-3 py-2 top-0 sm:px-4 [@media(min-height:32rem)]:sticky"
    >
      <SidebarTrigger isMobile={isMobile} expanded={sidebarOpen} />
      <div className="mr-auto min-w-0 max-md:hidden xl:shrink-0">
        <p className="text-lg leading-tight font-bold">{t('title')}</p>
        <p className="text-sm text-ink-600">{t('subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 xl:min-w-0 xl:flex-nowrap max-md:min-w-0 max-md:flex-1 max-md:flex-nowrap max-md:has-[[role=alert]]:flex-wrap">
        {/* On a phone the status takes the room left and wraps its words inside the pill; a part
            that could not be downloaded (its note and Retry, role alert) takes a row of its own.
            From 1280 px the header is one row: the status' words, then the e-mail, are cut. */}
        <PublishStatus className="max-md:min-w-0 max-md:flex-1 xl:min-w-0" />
        <div className="contents max-md:hidden">
          <ViewSiteLink />
          <LanguageSwitch />
        </div>
        <UserMenu email={email} />
      </div>
    </header>
  );
}
