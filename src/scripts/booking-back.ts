/**
 * Back closes the booking form instead of leaving the page (docs/product.md#booking-form): on a
 * phone the form covers the page, and Back is how a visitor leaves a screen. Opening the form adds
 * a history entry at the same address; Back takes it off and closes the form, what was typed kept.
 * Closing the form any other way (✕, Escape, a sent request's Close) takes that entry off too, so
 * the next Back leaves the page as it would have without the form.
 */

/** The state of the open form's history entry. */
const formEntry = { bookingForm: true } as const;

const onFormEntry = () => (history.state as Partial<typeof formEntry> | null)?.bookingForm === true;

/** Wires `dialog` once: Back closes it, and its closing takes its history entry off. */
export function closeOnBack(dialog: HTMLDialogElement): void {
  addEventListener('popstate', () => {
    if (onFormEntry()) return;
    history.scrollRestoration = 'auto';
    if (dialog.open) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (onFormEntry()) history.back();
  });
  // Leaving the page with the form open (a link followed, an address typed): coming Back to it
  // restores the scroll as for any page, instead of finding the form's 'manual' left on.
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
}

/** Adds the open form's history entry, unless the page is already on one (a reload kept it). */
export function enterFormEntry(): void {
  if (onFormEntry()) return;
  // Back to the page's own entry must leave the page where it is, not scroll it to where it was
  // as the form opened: the sections above may have settled their height since. The page's entry
  // restores scroll as usual again once the form's entry is gone.
  history.scrollRestoration = 'manual';
  history.pushState(formEntry, '');
}
