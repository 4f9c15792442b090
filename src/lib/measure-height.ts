/**
 * A ref callback keeping its element's height in the CSS variable `property` on <html> while it is
 * shown, for what must stay clear of it (the toasts, see components/ui/toaster.tsx). Removed, the
 * element gives the variable back the value it found (an outer dialog's footer under a question's).
 */
export function measureHeight(property: string) {
  return (element: HTMLElement | null): (() => void) | undefined => {
    if (!element) return;
    const root = document.documentElement.style;
    const found = root.getPropertyValue(property);
    const observer = new ResizeObserver(() =>
      root.setProperty(property, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (found) root.setProperty(property, found);
      else root.removeProperty(property);
    };
  };
}
