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

/**
 * Back and Forward's first stop: the router's earliest popstate listener calls `hold` and, when it
 * returns true, keeps the current page. Set while an edit dialog holds unsaved changes (see
 * src/islands/admin/editor/use-unsaved-changes.ts, which loads with the editors, not here).
 */
export const historyGuard: { hold?: () => boolean } = {};
