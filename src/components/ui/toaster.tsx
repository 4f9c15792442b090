import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../i18n/admin/messages.ts';
import { cn } from '../../lib/cn.ts';
import { touchTarget } from './button.tsx';
import { $openDialogs } from '../../stores/open-dialogs.ts';
import { $toastsWaiting, toasterFailed } from './toast.ts';

/**
 * A toast's action button (sonner's own, and show-undo.ts's Undo). One line whatever the title's
 * length: "Undo" never breaks into "Und/o".
 */
export const toastActionClass =
  '-my-1 h-8 shrink-0 cursor-pointer rounded-md border border-current/30 px-3 text-sm font-medium whitespace-nowrap hover:bg-ink-900/5';

/**
 * A failure toast's close button (sonner's, and the plain-text one's): after the words, 24 px, a
 * finger's 44 px below 1024 px (`touchTarget`); failures stay until closed
 * (docs/decisions.md#failure-toasts-stay-until-closed).
 */
export const toastCloseClass = `order-last -my-1 -mr-1 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-current/15 [&_svg]:size-4 ${touchTarget}`;

export interface ToasterProps {
  /** The toasts' region, as screen readers name it. */
  label?: string;
  /** A toast's close button, as screen readers name it. */
  closeLabel?: string;
}

/** A toast's colours (sonner-toaster.tsx's too): a failure's in red, every other's neutral. */
export const neutralStyle = 'border-mist-200 bg-white text-ink-900';
export const errorStyle = 'border-red-800 bg-red-700 text-white';

/** Takes the plain-text toast away (its time is up, or the owner closed a failure). */
const closePlain = () => $toastsWaiting.set({ wanted: $toastsWaiting.get().wanted });

/** Sonner's Toaster (sonner-toaster.tsx), once loaded: later Toasters show it at once. */
let Loaded: ComponentType<Required<ToasterProps>> | undefined;

/**
 * The owner's pages' toasts (sonner): call `toast.success(title)` / `toast.error(title, {
 * description })` from './toast.ts' anywhere. Errors use the destructive style and stay until
 * closed (their close button) or superseded by a newer toast (toast.ts); every other toast stays
 * ~4.5 s. Each is announced through sonner's polite live region. One toast shows at a time, at the
 * top in the middle (below a tall dialog's title; on a phone at the bottom while a dialog is
 * open, see sonner-toaster.tsx): a newer one hides the older ones (which return if they outlive it,
 * except failures, which it dismisses) instead
 * of piling up under it, and a toast given the id of an earlier one replaces it (see
 * entry-toasts.ts). Rendered straight into <body>: an open Headless UI dialog makes the island it
 * belongs to inert and aria-hidden, which would silence the toasts of a dialog's own save (and
 * hide their Undo button from assistive technology).
 *
 * Sonner loads with the first toast asked for (toast.ts; docs/architecture.md#bars); until then
 * the same live region, empty, stands in for it. If it cannot be loaded, the region says the
 * newest toast's words as plain text, in its toast's style (a failure's in red, `data-type` as
 * sonner marks it), as it says a toast on a page being left (`toastBeforeLeaving`), for which
 * sonner is not fetched.
 */
export function Toaster({
  label = 'Notifications',
  closeLabel = 'Close toast',
}: ToasterProps = {}) {
  const { wanted, plain } = useStore($toastsWaiting);
  const dialogOpen = useStore($openDialogs) > 0;
  const [, setLoaded] = useState(false);
  // Where focus was before it came into the plain-text toast: closing it gives focus back there,
  // as sonner does (docs/decisions.md#a-plain-text-failure-closed-gives-focus-back).
  const region = useRef<HTMLElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!wanted || Loaded) return;
    import('./sonner-toaster.tsx').then((module) => {
      Loaded = module.SonnerToaster;
      setLoaded(true);
    }, toasterFailed);
  }, [wanted]);
  // Said as long as a toast stays (sonner-toaster.tsx's duration); a failure until closed.
  useEffect(() => {
    if (!plain || plain.type === 'error') return;
    const timer = setTimeout(closePlain, 4500);
    return () => clearTimeout(timer);
  }, [plain]);
  // Alt+T, as the region's name says and as sonner does, takes focus to the toast; Tab then
  // reaches its close button.
  useEffect(() => {
    if (!plain) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [plain]);
  if (Loaded) return <Loaded label={label} closeLabel={closeLabel} />;
  const closeByOwner = () => {
    const back = focusedBefore.current;
    const hadFocus = region.current?.contains(document.activeElement);
    focusedBefore.current = null;
    closePlain();
    if (hadFocus && back?.isConnected) back.focus();
  };
  // Sonner's own region, as it renders it with no toast.
  return createPortal(
    <section
      aria-label={`${label} alt+T`}
      tabIndex={-1}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      data-react-aria-top-layer
      ref={region}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
          focusedBefore.current = from;
        }
      }}
    >
      {plain ? (
        <ol
          className={cn(
            'fixed inset-x-4 top-[calc(var(--admin-header-height,0px)+0.5rem)] z-[999999999] mx-auto max-w-[356px]',
            // Where sonner puts a toast on a phone while a dialog is open: above its footer.
            dialogOpen &&
              'max-[600px]:top-auto max-[600px]:bottom-[calc(var(--dialog-footer-room,0px)+0.5rem)]',
          )}
        >
          <li
            data-type={plain.type}
            className={cn(
              'flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
              plain.type === 'error' ? errorStyle : neutralStyle,
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{plain.title}</p>
              {plain.text ? <p className="mt-0.5 text-sm">{plain.text}</p> : null}
            </div>
            {plain.type === 'error' ? (
              <button
                type="button"
                aria-label={closeLabel}
                data-close-button
                className={toastCloseClass}
                onClick={closeByOwner}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            ) : null}
          </li>
        </ol>
      ) : null}
    </section>,
    document.body,
  );
}

/**
 * The Toaster of the owner's pages (the admin, /auth, /auth/new-password, /seed): its region and
 * close button named in the admin's language (the `common` texts); the English-named one stands
 * in while those load.
 */
export function OwnerToaster() {
  return (
    <Suspense fallback={<Toaster />}>
      <NamedToaster />
    </Suspense>
  );
}

function NamedToaster() {
  const t = useMessages('common');
  return <Toaster label={t('notifications')} closeLabel={t('closeToast')} />;
}
