import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import { Toaster as Sonner } from 'sonner';
import { mediaQueryHook } from '../../lib/media-query-hook.ts';
import { $openDialogs } from '../../stores/open-dialogs.ts';

const neutral = 'border-mist-200 bg-white text-ink-900';

/**
 * A toast's action button (sonner's own, and show-undo.ts's Undo). One line whatever the title's
 * length: "Undo" never breaks into "Und/o".
 */
export const toastActionClass =
  '-my-1 h-8 shrink-0 cursor-pointer rounded-md border border-current/30 px-3 text-sm font-medium whitespace-nowrap hover:bg-ink-900/5';

/**
 * Below the page's header (its height is published as --admin-header-height; pages without one
 * start at the top): a toast never covers the header's publish status, and at the top of the
 * screen it never covers a dialog's Save and Cancel, which sit at the bottom. An open dialog whose
 * top reaches into that place (a tall one on a laptop) publishes the bottom of its title row as
 * --dialog-head-bottom (see dialog.tsx): the toast then sits below it, never over the title.
 */
const below =
  'max(calc(var(--admin-header-height, 0px) + 0.5rem), calc(var(--dialog-head-bottom, 0px) + 0.5rem))';

/**
 * On a phone a dialog starts at the top of the screen, where a toast would cover its title: while
 * one is open toasts sit at the bottom instead, above its footer (its height is published as
 * --dialog-footer-height), so they cover neither the title nor Save and Cancel. With none open
 * they stay at the top, where they do not cover the list a closed dialog returns to: the toast
 * after saving a request would sit over the next request's View (docs/product.md#messages).
 */
const above = 'calc(var(--dialog-footer-height, 0px) + 0.5rem)';

/** Sonner's own phone layout (full width, `mobileOffset`) starts at this width. */
const usePhoneLayout = mediaQueryHook('(max-width: 600px)');

/**
 * The owner's pages' toasts (sonner): call `toast.success(title)` / `toast.error(title, {
 * description })` from 'sonner' anywhere. Errors use the destructive style; each toast stays ~4.5 s
 * and is announced through sonner's polite live region. One toast shows at a time, at the top in
 * the middle (below a tall dialog's title, see `below`; on a phone at the bottom while a dialog is
 * open, see `above`): a newer one hides the older ones (which return if they outlive it) instead
 * of piling up under it, and a toast given the id of an earlier one replaces it (see
 * entry-toasts.ts).
 * Rendered straight into <body>: an open Headless UI dialog makes the island it belongs to inert
 * and aria-hidden, which would silence the toasts of a dialog's own save (and hide their Undo
 * button from assistive technology).
 */
export function Toaster({
  label = 'Notifications',
  closeLabel = 'Close toast',
}: {
  /** The toasts' region, as screen readers name it. */
  label?: string;
  /** A toast's close button, as screen readers name it. */
  closeLabel?: string;
} = {}) {
  const phone = usePhoneLayout();
  const dialogOpen = useStore($openDialogs) > 0;
  return createPortal(
    <Sonner
      position={phone && dialogOpen ? 'bottom-center' : 'top-center'}
      offset={{ top: below, left: '1rem', right: '1rem' }}
      mobileOffset={{ top: below, bottom: above, left: '0.5rem', right: '0.5rem' }}
      duration={4500}
      visibleToasts={1}
      containerAriaLabel={label}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: closeLabel,
        classNames: {
          // Colours sit on the type classes only: on `toast` they would compete with the error's.
          toast: 'flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 shadow-lg',
          content: 'min-w-0 flex-1',
          title: 'text-sm font-semibold',
          description: 'mt-0.5 text-sm',
          icon: 'mt-0.5 shrink-0',
          actionButton: toastActionClass,
          default: neutral,
          info: neutral,
          warning: neutral,
          loading: neutral,
          success: `${neutral} [&_[data-icon]]:text-emerald-700`,
          error: 'border-red-800 bg-red-700 text-white',
        },
      }}
    />,
    document.body,
  );
}
