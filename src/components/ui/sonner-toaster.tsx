import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { mediaQueryHook } from '../../lib/media-query-hook.ts';
import { $openDialogs } from '../../stores/open-dialogs.ts';
import { toasterReady } from './toast.ts';
import {
  errorStyle,
  neutralStyle as neutral,
  toastActionClass,
  toastCloseClass,
  type ToasterProps,
} from './toaster.tsx';

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
 * one is open toasts sit at the bottom instead, above its footer (--dialog-footer-room, see
 * dialog.tsx) or under a short dialog, so they cover neither the title nor Save and Cancel. With none open
 * they stay at the top, where they do not cover the list a closed dialog returns to: the toast
 * after saving a request would sit over the next request's View (docs/product.md#messages),
 * unless a toast seen over the dialog is still on screen (see `$heldAt`).
 */
const above = 'calc(var(--dialog-footer-room, 0px) + 0.5rem)';

/** Sonner's own phone layout (full width, `mobileOffset`) starts at this width. */
const usePhoneLayout = mediaQueryHook('(max-width: 600px)');

/**
 * Where toasts stay after the last dialog closed (their bottom offset), or null: a toast the owner
 * had in front of them above the dialog's footer does not jump to the top as the dialog goes, nor
 * down into the footer's place, but stays where it is until no toast is left. Which toast that
 * is is told by the owner's last tap or key (the one that closed the dialog): a toast on screen
 * then had been seen; one asked for since (a save's 'Note saved', asked for as its dialog closes)
 * came with the closing and shows at the top, where it covers nothing of the list the dialog
 * returns to (docs/decisions.md#toasts-stay-where-they-were-seen).
 */
const $heldAt = atom<string | null>(null);

/**
 * Follows the owner's taps and keys and the dialogs' closing for `$heldAt`; the returned function
 * stops. The newest toast is the one shown (one at a time).
 */
function followClosing(): () => void {
  let seen = { toasts: new Set<string | number>(), footer: '' };
  const input = () => {
    seen = {
      toasts: new Set(toast.getToasts().map((shown) => shown.id)),
      footer: getComputedStyle(document.documentElement).getPropertyValue('--dialog-footer-room'),
    };
  };
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', input, options);
  window.addEventListener('keydown', input, options);
  const stop = $openDialogs.listen((open, before) => {
    if (open > 0 || before === 0) return;
    const newest = toast.getToasts().at(-1);
    const held = newest !== undefined && seen.toasts.has(newest.id);
    $heldAt.set(held ? `calc(${seen.footer || '0px'} + 0.5rem)` : null);
  });
  return () => {
    stop();
    window.removeEventListener('pointerdown', input, options);
    window.removeEventListener('keydown', input, options);
  };
}

/**
 * Sonner's Toaster as the owner's pages show it (see toaster.tsx), loaded with the first toast
 * asked for (toast.ts); the toasts asked for meanwhile show once it listens.
 */
export function SonnerToaster({ label, closeLabel }: Required<ToasterProps>) {
  const phone = usePhoneLayout();
  const dialogOpen = useStore($openDialogs) > 0;
  const heldAt = useStore($heldAt);
  const anyToast = useSonner().toasts.length > 0;
  // After sonner's own effect (a child's runs first), which subscribes to the toasts.
  useEffect(() => toasterReady(toast), []);
  useEffect(followClosing, []);
  // Once the last toast is gone (its exit included), the next one goes where the phone rule says.
  useEffect(() => {
    if (!anyToast) $heldAt.set(null);
  }, [anyToast]);
  return createPortal(
    <Sonner
      position={phone && (dialogOpen || heldAt) ? 'bottom-center' : 'top-center'}
      offset={{ top: below, left: '1rem', right: '1rem' }}
      mobileOffset={{
        top: below,
        bottom: dialogOpen ? above : (heldAt ?? above),
        left: '0.5rem',
        right: '0.5rem',
      }}
      // A failure's is endless: it stays until closed or superseded (toast.ts).
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
          closeButton: toastCloseClass,
          default: neutral,
          info: neutral,
          warning: neutral,
          loading: neutral,
          success: `${neutral} [&_[data-icon]]:text-emerald-700`,
          error: errorStyle,
        },
      }}
    />,
    document.body,
  );
}
