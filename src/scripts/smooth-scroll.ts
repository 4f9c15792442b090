/**
 * Smooth scrolling to landing sections (instant when the visitor prefers reduced motion), focus moved
 * to the section for keyboard and screen-reader users, a delayed scroll when the page is opened with
 * a `#section` (nav links from other routes), and `[data-scroll-to]` buttons (the floating top/bottom
 * buttons).
 */
const behavior = (): ScrollBehavior =>
  matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** Moves focus to `target` (made focusable by script only) without scrolling. */
function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: behavior(), block: 'start' });
  focusQuietly(target);
  return true;
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target as Element;

  // Buttons: `data-scroll-to` is 'top', 'bottom' or a section id.
  const to = target.closest<HTMLElement>('[data-scroll-to]')?.dataset.scrollTo;
  if (to === 'top' || to === 'bottom') {
    const top = to === 'top' ? 0 : document.documentElement.scrollHeight;
    window.scrollTo({ top, behavior: behavior() });
    // The button hides at its end of the page; keyboard focus goes on from the page's start or end.
    const landing = document.querySelector<HTMLElement>(to === 'top' ? 'main' : 'body > footer');
    if (landing) focusQuietly(landing);
    return;
  }
  if (to) {
    scrollToSection(to);
    return;
  }

  const link = target.closest('a');
  if (!link?.hash || link.origin !== location.origin || link.pathname !== location.pathname) return;
  const id = decodeURIComponent(link.hash.slice(1));
  if (!document.getElementById(id)) return;
  event.preventDefault();
  // The address changes before the page moves, so the entry left keeps the place the visitor was
  // reading and Back returns there: with reduced motion the scroll is instant, and done first, its
  // end would be what the entry keeps. The same link again adds no entry, as the browser's own
  // fragment navigation does, so one Back still returns to that place.
  if (location.hash !== `#${id}`) history.pushState(null, '', `#${id}`);
  scrollToSection(id);
});

if (location.hash) {
  const id = decodeURIComponent(location.hash.slice(1));
  setTimeout(() => scrollToSection(id), 100);
}
