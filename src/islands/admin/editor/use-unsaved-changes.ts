import { useEffect, useRef } from 'react';
import {
  holdHistory,
  holdUnsavedChanges,
  type AskToLeave,
} from '../../../stores/unsaved-changes.ts';

/**
 * Keeps a dialog's typed changes from being lost while `dirty` is true (docs/product.md#editors):
 * a session that ends keeps the page (see $unsavedChanges), a reload, a closed tab or a link out
 * of the admin raises the browser's own "Leave site?" question, and Back or Forward between admin
 * pages stays on this page and calls `confirmLeave` instead, which asks the owner and calls
 * `leave` if they discard: the step they asked for is then taken.
 */
export function useUnsavedChanges(dirty: boolean, confirmLeave: AskToLeave): void {
  const confirm = useRef(confirmLeave);
  useEffect(() => {
    confirm.current = confirmLeave;
  });

  useEffect(() => {
    if (!dirty) return;
    const releaseSession = holdUnsavedChanges();
    const releaseHistory = holdHistory((leave) => confirm.current(leave));
    const askBrowser = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askBrowser);
    return () => {
      window.removeEventListener('beforeunload', askBrowser);
      releaseHistory();
      releaseSession();
    };
  }, [dirty]);
}
