import { Toaster as Sonner } from 'sonner';

/**
 * The owner's pages' toasts (sonner): call `toast.success(title)` / `toast.error(title, {
 * description })` from 'sonner' anywhere. Errors use the destructive style; each toast stays ~4.5 s
 * and is announced through sonner's polite live region.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={4500}
      visibleToasts={4}
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            'flex w-full items-start gap-3 rounded-lg border border-mist-200 bg-white p-4 text-ink-900 shadow-lg',
          title: 'text-sm font-semibold',
          description: 'mt-0.5 text-sm text-ink-700',
          icon: 'mt-0.5 shrink-0',
          success: '[&_[data-icon]]:text-emerald-700',
          error: 'border-red-800 bg-red-700 text-white [&_[data-description]]:text-white',
        },
      }}
    />
  );
}
