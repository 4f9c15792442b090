/**
 * Booking buttons (`data-book`, the package's type or empty) open the booking form. Its script
 * (`data-booking-module`, /booking-form.js) and its markup (`data-booking-markup`, the page's
 * booking-dialog/ fragment) are fetched together on the first click only, so the first view
 * carries neither. The click's default (scrolling to the call/text row, following the nav link)
 * is what a visitor without JavaScript, or a failed download, still gets.
 */
const loader = document.querySelector<HTMLElement>('[data-booking-module]');
let loading: Promise<[typeof import('./booking-form'), string]> | undefined;

function load(module: string, markup: string) {
  loading ??= Promise.all([
    import(/* @vite-ignore */ module) as Promise<typeof import('./booking-form')>,
    fetch(markup).then((response) => {
      if (!response.ok) throw new Error(`${markup} answered ${response.status}`);
      return response.text();
    }),
  ]).catch((error: unknown) => {
    loading = undefined; // A later click tries again.
    throw error;
  });
  return loading;
}

/**
 * When the form closes, focus goes back to the button that opened it; or, when that button is no
 * longer shown (the phone menu's Book Now: the menu closed as the form opened), to the button of
 * the menu it sits in, rather than to the page's start. Without scrolling: the visitor stays at
 * the place they were reading.
 */
function returnFocusOnClose(trigger: HTMLElement): void {
  document.getElementById('booking')?.addEventListener(
    'close',
    () => {
      const hiddenIn = trigger.closest<HTMLElement>('[hidden][id]');
      const menuButton =
        hiddenIn && document.querySelector<HTMLElement>(`[aria-controls="${hiddenIn.id}"]`);
      const shown = trigger.getClientRects().length > 0;
      (shown ? trigger : menuButton)?.focus({ preventScroll: true });
    },
    { once: true },
  );
}

document.addEventListener(
  'click',
  (event) => {
    const { bookingModule, bookingMarkup } = loader?.dataset ?? {};
    if (!bookingModule || !bookingMarkup || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const trigger = (event.target as Element).closest<HTMLElement>('[data-book]');
    if (!trigger) return;
    // Default prevented: the smooth-scroll script and the nav link stand down; the mobile menu
    // still closes on its own click handler.
    event.preventDefault();
    trigger.setAttribute('aria-busy', 'true');
    load(bookingModule, bookingMarkup)
      .then(([{ openBooking }, html]) => {
        openBooking(trigger, html);
        returnFocusOnClose(trigger);
      })
      .catch((error: unknown) => {
        console.error('Could not open the booking form:', error);
        document.getElementById('contact')?.scrollIntoView();
      })
      .finally(() => trigger.removeAttribute('aria-busy'));
  },
  true,
);
