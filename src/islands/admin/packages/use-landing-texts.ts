import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { loadLandingTexts, type LandingText } from '../../../lib/data/landing-texts.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** The landing's texts once read, or why they could not be. */
export type LandingTextsState =
  { status: 'ready'; texts: readonly LandingText[] } | { status: 'error'; message: string };

/** One read per dialog opening (its form), shared by both language columns. */
const reads = new WeakMap<object, Promise<LandingText[]>>();

/**
 * The landing's texts, read the first time `wanted` (a title changed) and then kept for as long as
 * the dialog's form lives, however much is typed; undefined until then. A failed read is tried
 * again the next time `wanted` turns true.
 */
export function useLandingTexts(wanted: boolean): LandingTextsState | undefined {
  const { control } = useFormContext();
  const [state, setState] = useState<LandingTextsState>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    let read = reads.get(control);
    if (!read) {
      read = loadLandingTexts();
      reads.set(control, read);
      read.catch(() => reads.delete(control));
    }
    read.then(
      (texts) => current && setState({ status: 'ready', texts }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [wanted, control]);
  return state;
}
