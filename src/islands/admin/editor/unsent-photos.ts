import { createContext, useContext, useEffect, useMemo, useRef } from 'react';

/**
 * The photos picked in an editor dialog's image slots and not uploaded yet (docs/product.md#image-library):
 * the dialog's Save stops at the first one rather than save the entry without it. Given by
 * EntryDialog; an image slot outside an editor's dialog has none.
 */
export interface UnsentPhotos {
  /** Adds a slot's check, which answers true (and shows why) while its photo waits; returns its removal. */
  add: (stop: () => boolean) => () => void;
  /** True, once a slot has said so, when a slot holds a photo not uploaded yet. */
  stop: () => boolean;
}

export const UnsentPhotosContext = createContext<UnsentPhotos | null>(null);

/** EntryDialog's registry of its slots' checks. */
export function useUnsentPhotoChecks(): UnsentPhotos {
  const checks = useRef(new Set<() => boolean>());
  return useMemo(
    () => ({
      add: (stop) => {
        checks.current.add(stop);
        return () => checks.current.delete(stop);
      },
      stop: () => [...checks.current].some((stop) => stop()),
    }),
    [],
  );
}

/** An image slot's check in the dialog around it (none outside one): `stop` runs at its Save. */
export function useUnsentPhotoCheck(stop: () => boolean): void {
  const photos = useContext(UnsentPhotosContext);
  const latest = useRef(stop);
  useEffect(() => {
    latest.current = stop;
  });
  useEffect(() => photos?.add(() => latest.current()), [photos]);
}
