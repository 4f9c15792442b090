import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle as HeadlessDialogTitle,
  Description,
} from '@headlessui/react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal dialog (Headless UI): controlled by its owner through `open` and `onClose`, which runs
 * on Escape and on a click outside; focus is trapped inside and returns to the opener.
 * `role="alertdialog"` suits questions that need an answer (see ConfirmDialog).
 */
export function Dialog({
  open,
  onClose,
  children,
  className,
  role,
  size = 'md',
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /** The panel's widest width: md for a question or one column, lg for a column beside a picture, xl for two columns. */
  size?: keyof typeof sizes;
}) {
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-ink-950/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-2 sm:items-center sm:p-6">
          <DialogPanel
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

/** The row of buttons at the bottom of a dialog; stacked on phones, primary action last. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
