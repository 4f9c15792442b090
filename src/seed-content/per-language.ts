import { languages, type Language } from '../lib/content/schema.ts';

/** One value per site language. */
export type PerLanguage<T> = Record<Language, T>;

/** The languages every per-language seed row is written in, in insertion order. */
export const bothLanguages: readonly Language[] = languages;

/**
 * The rows of a list the site shows in order (add-ons, about cards, FAQs, reviews): each item once
 * per language, with `row`'s columns for that language, in list order (`display_order` from 1),
 * active.
 */
export function listRows<Item, Row>(
  items: readonly Item[],
  row: (item: Item, language: Language) => Row,
): (Row & { language: Language; display_order: number; is_active: boolean })[] {
  return items.flatMap((item, index) =>
    bothLanguages.map((language) => ({
      ...row(item, language),
      language,
      display_order: index + 1,
      is_active: true,
    })),
  );
}
