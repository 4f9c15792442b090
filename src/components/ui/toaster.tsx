import { createPortal } from 'react-dom';
import { Toaster as Sonner } from 'sonner';

const neutral = 'border-mist-200 bg-white text-ink-900';

/**
 * The owner's pages' toasts (sonner): call `toast.success(title)` / `toast.error(title, {
 * description })` from 'sonner' anywhere. Errors use the destructive style; each toast stays ~4.5 s
 * and is announced through sonner's polite live region. Rendered straight into <body>: an open
 * Headless UI dialog makes the island it belongs to inert and aria-hidden, which would silence
 * the toasts of a dialog's own save (and hide their Undo button from assistive technology).
 */
export function Toaster() {
  return createPortal(
    <Sonner
      position="top-right"
      duration={4500}
      visibleToasts={4}
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        classNames: {
          // Colours sit on the type classes only: on `toast` they would compete with the error's.
          toast: 'flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 shadow-lg',
          title: 'text-sm font-semibold',
          description: 'mt-0.5 text-sm',
          icon: 'mt-0.5 shrink-0',
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
