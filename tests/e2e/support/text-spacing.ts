import type { Locator, Page } from '@playwright/test';

/** A reader's own text spacing as WCAG 1.4.12 allows it (the text-spacing bookmarklet's styles). */
export const spaceTextOut = (page: Page) =>
  page.addStyleTag({
    content:
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }',
  });

/**
 * Where the company name (the `span` inside the header's home link `brand`) shows: its box and the
 * header's, whether it shows whole (neither cut at its end nor clipped below its lines), and the
 * header items laid over the link.
 */
export function brandInHeader(brand: Locator) {
  return brand.evaluate((link) => {
    const box = (node: Element) => node.getBoundingClientRect();
    const span = link.querySelector('span')!;
    const own = box(link);
    return {
      name: box(span).toJSON() as DOMRect,
      whole: span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight,
      overlaps: [...link.parentElement!.children]
        .filter((item) => item !== link && box(item).width > 0)
        .filter((item) => {
          const other = box(item);
          return (
            other.left < own.right &&
            own.left < other.right &&
            other.top < own.bottom &&
            own.top < other.bottom
          );
        })
        .map((item) => item.outerHTML.slice(0, 60)),
      header: box(link.closest('header')!).toJSON() as DOMRect,
    };
  });
}
