/**
 * A booking request's add-ons as the Bookings page shows them (docs/product.md#bookings): the
 * request keeps each add-on by its name in the visitor's language, as the form showed it; the page
 * shows it by the service's name in the admin's language when a service still has that name, in
 * either language. Without the database, so the matching is tested on its own.
 */
import type { Language, Slot } from './entry-logic.ts';

/** One service's name in each language it is written in. */
type Names = Partial<Record<Language, string>>;

/** The services' names, found by a name in each language (`addOnNames`). */
export type AddOnNames = Record<Language, ReadonlyMap<string, Names>>;

/** One add-on as shown: its name, and its language when it is not the admin's (shown as stored). */
export interface ShownAddOn {
  name: string;
  lang?: Language;
}

/** A name as the matching compares it: case, spaces around it and runs of spaces aside. */
const folded = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The names of `services` (the add-on entries, each with its row per language, in the list's
 * order), to find a service by any of them. Of two services with one name in a language, the
 * first in the list is the one found.
 */
export function addOnNames(
  services: readonly { rows: Partial<Record<Slot, { name: string }>> }[],
): AddOnNames {
  const found: Record<Language, Map<string, Names>> = { en: new Map(), es: new Map() };
  const languages = Object.keys(found) as Language[];
  for (const { rows } of services) {
    const names: Names = {};
    for (const language of languages) {
      const name = rows[language]?.name;
      if (name) names[language] = name;
    }
    for (const language of languages) {
      const name = names[language];
      if (name && !found[language].has(folded(name))) found[language].set(folded(name), names);
    }
  }
  return found;
}

/**
 * The add-ons `stored` in a request sent from a page in `from`, shown in the admin's `language`:
 * each by the name in `language` of the service it names (looked up among the names in `from`
 * first, then in the other language), else as stored, in `from` (a service renamed or deleted
 * since, or not written in `language`; every one while the names are not read).
 */
export function shownAddOns(
  stored: readonly string[],
  from: Language,
  language: Language,
  names: AddOnNames = addOnNames([]),
): ShownAddOn[] {
  const order = [from, ...(Object.keys(names) as Language[]).filter((other) => other !== from)];
  return stored.map((name) => {
    const key = folded(name);
    const service = order.map((named) => names[named].get(key)).find(Boolean);
    const shown = service?.[language];
    return shown ? { name: shown } : { name, lang: from };
  });
}
