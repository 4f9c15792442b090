/**
 * Unsaved work on the owner's pages: every open dialog holding typed changes counts here, so a
 * session that ends while the owner is typing keeps the page (and the text) instead of leaving it,
 * and Back or Forward to another admin page asks first (docs/product.md#editors).
 */
import { atom } from 'nanostores';

/** How many open dialogs hold changes that are not saved yet. */
export const $unsavedChanges = atom(0);

/** Counts one more holder of unsaved changes; returns the function that releases it. */
export function holdUnsavedChanges(): () => void {
  $unsavedChanges.set($unsavedChanges.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    $unsavedChanges.set($unsavedChanges.get() - 1);
  };
}

/** Asks the owner whether to discard their changes; calls `leave` if they do. */
export type AskToLeave = (leave: () => void) => void;

/** The open dialogs that hold Back and Forward while they hold changes, the latest last. */
const historyHolders: { ask: AskToLeave; here: string }[] = [];

/**
 * Holds Back and Forward between admin pages on the current page until released: a step is taken
 * back and `ask` decides (see holdHistoryStep). Returns the function that releases it.
 */
export function holdHistory(ask: AskToLeave): () => void {
  const holder = { ask, here: location.href };
  historyHolders.push(holder);
  return () => release(holder);
}

function release(holder: (typeof historyHolders)[number]): void {
  const index = historyHolders.indexOf(holder);
  if (index >= 0) historyHolders.splice(index, 1);
}

/**
 * Runs first on every popstate (the router registers it ahead of its own listener): while a dialog
 * holds the history, a step to another page is undone (the page is put back on top) and the
 * dialog asks; if the owner discards, the step is taken again. Returns whether it held the step,
 * i.e. the router must not follow it. A step within the page (its #hash) is let through.
 */
export function holdHistoryStep(): boolean {
  const holder = historyHolders.at(-1);
  if (!holder || location.href.split('#')[0] === holder.here.split('#')[0]) return false;
  history.pushState(history.state, '', holder.here);
  holder.ask(() => {
    release(holder);
    // The page is back on top of the one Back led to: one more step back reaches it.
    history.back();
  });
  return true;
}
