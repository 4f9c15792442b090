import { useEffect, useRef } from 'react';
import { historyGuard, holdUnsavedChanges } from '../../../stores/unsaved-changes.ts';

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
  historyGuard.hold = holdHistoryStep;
  return () => release(holder);
}

function release(holder: (typeof historyHolders)[number]): void {
  const index = historyHolders.indexOf(holder);
  if (index >= 0) historyHolders.splice(index, 1);
  if (historyHolders.length === 0) historyGuard.hold = undefined;
}

/**
 * Runs first on every popstate (through historyGuard, ahead of the router's listener): while a dialog
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
