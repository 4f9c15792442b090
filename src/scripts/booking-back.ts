/**
 * Back closes the booking form instead of leaving the page (docs/product.md#booking-form): on a
 * phone the form covers the page, and Back is how a visitor leaves a screen. Opening the form adds
 * a history entry at the same address; Back takes it off and closes the form, what was typed kept.
 * Closing the form any other way (✕, Escape, a sent request's Close) takes that entry off too, so
 * the next Back leaves the page as it would have without the form.
 */

/** The state of the open form's history entry. */
const formEntry = { bookingForm: true } as const;

/**
 * The section the page's address named (`#about`) as the form opened: while the form's entry is
 * on, the page's entry names none, or going back to it would scroll the page to that section and
 * focus it (the browser's fragment navigation, as the entry's scroll restoration is manual) instead
 * of leaving the page and focus where the visitor was. It is named again once back.
 */
let section = '';

const onFormEntry = () => (history.state as Partial<typeof formEntry> | null)?.bookingForm === true;

/** Wires `dialog` once: Back closes it, and its closing takes its history entry off. */
export function closeOnBack(dialog: HTMLDialogElement): void {
  addEventListener('popstate', () => {
    if (onFormEntry()) return;
    // Not during the event: the browser restores the entry's scroll right after it, by the mode
    // the entry has then, and 'auto' would take a page arrived at as /#fleet to its top
    // (docs/decisions.md, "The page's entry turns back to auto scroll restoration …").
    setTimeout(() => {
      if (!onFormEntry()) history.scrollRestoration = 'auto';
    });
    if (section) history.replaceState(history.state, '', section);
    section = '';
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
  section = location.hash;
  if (section) history.replaceState(history.state, '', location.pathname + location.search);
  history.pushState(formEntry, '');
}
