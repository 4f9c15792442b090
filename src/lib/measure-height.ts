/**
 * Ref callbacks keeping a measure of their element in a CSS variable on <html> while it is shown,
 * for what must stay clear of it (the toasts, see components/ui/toaster.tsx). Removed, the element
 * gives the variable back the value it found (an outer dialog's footer under a question's).
 */

/**
 * Keeps `read(element)` (pixels) in `property`, or no value while `read` gives none; measured
 * again when the element resizes and, with `followScrolling`, when anything scrolls, the window
 * resizes or the element's parent resizes (a position, not a size).
 */
export function measureInto(
  property: string,
  read: (element: HTMLElement) => number | undefined,
  { followScrolling = false } = {},
) {
  return (element: HTMLElement | null): (() => void) | undefined => {
    if (!element) return;
    const root = document.documentElement.style;
    const found = root.getPropertyValue(property);
    const update = () => {
      const value = read(element);
      if (value === undefined) root.removeProperty(property);
      else root.setProperty(property, `${Math.round(value)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // Captured: a dialog's own scrolling frame scrolls, not the page.
    if (followScrolling) {
      // A position also moves as what holds the element grows or shrinks (a field's error shown).
      if (element.parentElement) observer.observe(element.parentElement);
      window.addEventListener('scroll', update, true);
      window.addEventListener('resize', update);
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      if (found) root.setProperty(property, found);
      else root.removeProperty(property);
    };
  };
}

/** Keeps its element's height in the CSS variable `property` on <html> while it is shown. */
export const measureHeight = (property: string) =>
  measureInto(property, (element) => element.offsetHeight);
