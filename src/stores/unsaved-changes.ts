/**
 * Unsaved work on the owner's pages: every open dialog holding typed changes counts here, so a
 * session that ends while the owner is typing keeps the page (and the text) instead of leaving it.
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
