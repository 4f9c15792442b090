/**
 * Booking buttons (`data-book`, the package's type or empty) open the booking form: the form's
 * module (`data-module` of the #booking dialog, /booking-form.js) is downloaded on the first click
 * only, so the first view carries none of it. The click's default (scrolling to the contact row,
 * following the nav link) is what a visitor without JavaScript, or a failed download, still gets.
 */
const bookingDialog = document.querySelector<HTMLElement>('#booking');
const bookingModule = bookingDialog?.dataset.module;

document.addEventListener(
  'click',
  (event) => {
    if (!bookingModule || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const trigger = (event.target as Element).closest<HTMLElement>('[data-book]');
    if (!trigger) return;
    // Default prevented: the smooth-scroll script and the nav link stand down; the mobile menu
    // still closes on its own click handler.
    event.preventDefault();
    (import(/* @vite-ignore */ bookingModule) as Promise<typeof import('./booking-form')>)
      .then(({ openBooking }) => openBooking(trigger))
      .catch((error: unknown) => {
        console.error('Could not open the booking form:', error);
        document.getElementById('contact')?.scrollIntoView();
      });
  },
  true,
);
