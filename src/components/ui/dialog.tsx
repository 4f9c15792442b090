import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle as HeadlessDialogTitle,
  Description,
} from '@headlessui/react';
import {
  useEffect,
  useState,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { measureInto } from '../../lib/measure-height.ts';
import { dialogOpened } from '../../stores/open-dialogs.ts';

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * The part of the screen the owner sees while a dialog is open, when the on-screen keyboard (or
 * anything else but a zoom) covers part of the page: the dialog's scrolling frame is fitted to it,
 * so its footer rides above the keyboard. Where the keyboard resizes the page itself (the admin's
 * viewport asks for that), this is simply the whole page.
 */
function useVisibleArea(open: boolean): CSSProperties | undefined {
  const [area, setArea] = useState<CSSProperties>();
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!open || !viewport) return;
    // Only a visible area smaller than the page needs fitting: otherwise the frame's CSS (the whole
    // page) already holds, and follows a page resize at once, without waiting for this event.
    const fit = () =>
      setArea(
        Math.abs(viewport.scale - 1) < 0.01 &&
          (viewport.offsetTop > 0 || window.innerHeight - viewport.height > 1)
          ? { top: viewport.offsetTop, bottom: 'auto', height: viewport.height }
          : undefined,
      );
    fit();
    viewport.addEventListener('resize', fit);
    viewport.addEventListener('scroll', fit);
    return () => {
      viewport.removeEventListener('resize', fit);
      viewport.removeEventListener('scroll', fit);
    };
  }, [open]);
  return area;
}

/** A toast's height, at most (a failure with the service's message): see `measureHead`. */
const toastRoom = 128;

/**
 * The panel's ref: while the dialog's top reaches into the toasts' place (below the admin header, see
 * toaster.tsx), as a tall dialog on a laptop does, keeps the bottom of its title row (the title and
 * what sits beside it, the History toggle) in --dialog-head-bottom on <html>, following the
 * dialog's scrolling, so a toast sits below it instead of over it (docs/product.md#messages).
 */
const measureHead = measureInto(
  '--dialog-head-bottom',
  (panel) => {
    const title = panel.querySelector('h2');
    const row = title?.parentElement === panel ? title : title?.parentElement;
    const root = document.documentElement.style;
    const header = parseFloat(root.getPropertyValue('--admin-header-height')) || 0;
    return row && panel.getBoundingClientRect().top < header + toastRoom
      ? row.getBoundingClientRect().bottom
      : undefined;
  },
  { followScrolling: true },
);

/**
 * A modal dialog (Headless UI): controlled by its owner through `open` and `onClose`, which runs
 * on Escape and on a click outside; focus is trapped inside and returns to the opener.
 * Opened, focus goes to `initialFocus` (a form's first field), else to the panel itself.
 * `role="alertdialog"` suits questions that need an answer (see ConfirmDialog). A dialog taller
 * than the screen scrolls, and its footer (DialogFooter) stays at the bottom of the screen.
 */
export function Dialog({
  open,
  onClose,
  children,
  className,
  role,
  size = 'md',
  initialFocus,
  onKeyDown,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /** What takes focus as the dialog opens (read then): typing goes there without a Tab first. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The panel's widest width: md for a question or one column, lg for a column beside a picture,
   * xl for two columns.
   */
  size?: keyof typeof sizes;
  /**
   * Keys pressed inside the panel (and in dialogs opened from it), before the dialog's own: an
   * Escape it prevents (`preventDefault`) leaves the dialog open, for an inner view to close first.
   */
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}) {
  const area = useVisibleArea(open);
  // Counted while open: on a phone toasts then sit at the bottom (see toaster.tsx).
  useEffect(() => (open ? dialogOpened() : undefined), [open]);
  return (
    <HeadlessDialog
      open={open}
      onClose={onClose}
      role={role}
      initialFocus={initialFocus}
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-ink-950/50" />
      {/* Scroll padding: a field scrolled into view stops above the footer, not under it. */}
      <div className="fixed inset-0 scroll-pt-4 scroll-pb-24 overflow-y-auto" style={area}>
        <div className="flex min-h-full items-start justify-center p-2 sm:items-center sm:p-6">
          <DialogPanel
            ref={measureHead}
            onKeyDown={onKeyDown}
            className={cn(
              'w-full rounded-xl border border-mist-200 bg-white p-4 shadow-xl sm:p-6',
              sizes[size],
              className,
            )}
          >
            {children}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}

/** The dialog's heading; names the dialog for screen readers. */
export function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <HeadlessDialogTitle
      as="h2"
      className={cn('text-lg font-semibold text-ink-900', className)}
      {...props}
    />
  );
}

/** A sentence under the title; describes the dialog for screen readers. */
export function DialogDescription({ className, ...props }: ComponentProps<'p'>) {
  return <Description as="p" className={cn('mt-1 text-sm text-ink-600', className)} {...props} />;
}

/**
 * The footer's ref: toasts on a phone sit above it (see toaster.tsx), so --dialog-footer-room
 * keeps the room from the footer's top to the screen's bottom: the footer's height while it sticks
 * to the bottom of a dialog taller than the screen. A shorter dialog's footer sits higher, where a
 * toast kept a footer's height from the bottom covered Save and Cancel; under a dialog that leaves
 * a toast's room below it, the toast sits there, over none of it (the room is then 0).
 */
const measureFooter = measureInto(
  '--dialog-footer-room',
  (footer) => {
    const { top, bottom } = footer.getBoundingClientRect();
    return window.innerHeight - bottom >= toastRoom + 32 ? 0 : window.innerHeight - top;
  },
  { followScrolling: true },
);

/**
 * The row of buttons at the bottom of a dialog, primary action last. It sticks to the bottom of the
 * screen while the dialog scrolls, so Save and Cancel are never out of reach. Below 1024 px its
 * buttons are a finger's 44 px target, as every `Button` is (`touchTarget`).
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      ref={measureFooter}
      className={cn(
        'sticky bottom-0 z-10 -mx-4 mt-6 -mb-4 flex flex-wrap justify-end gap-2 rounded-b-xl border-t border-mist-200 bg-white px-4 py-3 sm:-mx-6 sm:-mb-6 sm:px-6 sm:py-4',
        className,
      )}
      {...props}
    />
  );
}
