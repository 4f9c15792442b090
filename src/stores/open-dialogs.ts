/**
 * How many dialogs (dialog.tsx) are open: on a phone toasts sit at the bottom only while one is,
 * above its Save and Cancel, and else at the top (toaster.tsx, docs/product.md#messages).
 */
import { atom } from 'nanostores';

export const $openDialogs = atom(0);

/** Counts a dialog as open until the returned function is called. */
export function dialogOpened(): () => void {
  $openDialogs.set($openDialogs.get() + 1);
  return () => $openDialogs.set($openDialogs.get() - 1);
}
