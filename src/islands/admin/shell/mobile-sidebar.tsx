import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { setMobileSidebarOpen } from '../../../stores/sidebar.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { sidebarTriggerId } from './sidebar-trigger.tsx';
import { ViewSiteLink } from './view-site-link.tsx';

/**
 * Closes the sheet on Escape, an outside click or its close button, and puts focus back on the menu
 * button: Headless UI loads with the sheet, after that button was focused, so it cannot know it.
 */
function close() {
  setMobileSidebarOpen(false);
  setTimeout(() => document.getElementById(sidebarTriggerId)?.focus(), 0);
}

/**
 * The sidebar under 768 px: an 18rem sheet from the left, with what the one-row header leaves out
 * (View Site and the language switch) under the links. Headless UI's Dialog traps focus and
 * closes on Escape and outside clicks; the sidebar store closes it when a link is followed.
 */
export function MobileSidebar({
  open,
  current,
}: {
  open: boolean;
  current: AdminRoute | undefined;
}) {
  const t = useMessages('shell');
  return (
    <Dialog open={open} onClose={close} className="relative z-50 md:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/50 motion-safe:transition-opacity data-closed:opacity-0"
      />
      <DialogPanel
        id="admin-sidebar-sheet"
        transition
        className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl motion-safe:transition-transform data-closed:-translate-x-full"
      >
        <div className="flex items-center justify-between border-b border-mist-200 px-4 py-2">
          <DialogTitle className="text-base font-semibold">{t('menuTitle')}</DialogTitle>
          <Button variant="ghost" size="icon" aria-label={t('closeMenu')} onClick={close}>
            <XMarkIcon aria-hidden="true" />
          </Button>
        </div>
        <SidebarNav current={current} collapsed={false} />
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-mist-200 px-3 py-3">
          <ViewSiteLink />
          <LanguageSwitch />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
