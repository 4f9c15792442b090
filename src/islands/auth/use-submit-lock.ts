import { useCallback, useRef, useState } from 'react';

/**
 * One submit at a time. `run(task)` ignores calls while a task runs (a ref, so even a second click
 * in the same frame is dropped). `busy` stays on when the task returns true because the page is
 * about to leave; the task shows its own errors and returns false to allow another try.
 */
export function useSubmitLock(): {
  busy: boolean;
  run: (task: () => Promise<boolean>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const run = useCallback(async (task: () => Promise<boolean>) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    const leaving = await task();
    if (leaving) return;
    pending.current = false;
    setBusy(false);
  }, []);
  return { busy, run };
}
