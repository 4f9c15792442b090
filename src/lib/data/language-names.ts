import type { Slot } from './entry-logic.ts';

const names: Record<Slot, string> = { en: 'English', es: 'Spanish', single: 'The entry' };

/** How the admin UI names a slot: 'English', 'Spanish' (or 'The entry' without languages). */
export function languageName(slot: Slot): string {
  return names[slot];
}
