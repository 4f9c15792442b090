/**
 * The admin header's ref: keeps its height in --admin-header-height on <html> while it is shown,
 * so what must stay clear of it (the toasts, see components/ui/toaster.tsx) can sit below it.
 */
export function measureHeader(header: HTMLElement | null): (() => void) | undefined {
  if (!header) return;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() =>
    root.setProperty('--admin-header-height', `${header.offsetHeight}px`),
  );
  observer.observe(header);
  return () => {
    observer.disconnect();
    root.removeProperty('--admin-header-height');
  };
}
