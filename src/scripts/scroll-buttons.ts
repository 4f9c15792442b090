/**
 * The scroll buttons show only where they lead somewhere: "Scroll to top" once the hero has left the
 * window, "Scroll to bottom" until the end of the page is in view above the bottom bar.
 */
function showUnlessInView(direction: 'top' | 'bottom', landmark: string, margin: string): void {
  const button = document.querySelector(`[data-scroll-to="${direction}"]`);
  const target = document.querySelector(landmark);
  if (!button || !target) return;
  new IntersectionObserver(
    ([entry]) => button.classList.toggle('invisible', entry?.isIntersecting ?? false),
    { rootMargin: margin },
  ).observe(target);
}

showUnlessInView('top', 'main > section:first-child', '0px');
// The bottom bar (about 80 px) covers the window's lowest strip; rootMargin takes px only.
showUnlessInView('bottom', '[data-page-end]', '0px 0px -80px 0px');
