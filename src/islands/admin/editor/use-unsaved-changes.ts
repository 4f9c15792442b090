import { useEffect } from 'react';
import { holdUnsavedChanges } from '../../../stores/unsaved-changes.ts';

/** Marks this dialog's typed changes as unsaved while `dirty` is true (see $unsavedChanges). */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsavedChanges() : undefined), [dirty]);
}
