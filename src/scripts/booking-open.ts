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
      .then(([{ openBooking }, html]) => openBooking(trigger, html))
      .catch((error: unknown) => {
        console.error('Could not open the booking form:', error);
        document.getElementById('contact')?.scrollIntoView();
      })
      .finally(() => trigger.removeAttribute('aria-busy'));
  },
  true,
);
