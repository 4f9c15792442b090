/**
 * Counted texts in the admin's language (docs/architecture.md#admin-language): the platform knows
 * each language's plural rules, so a dictionary gives a counted text as `<key>.one` and
 * `<key>.other`, and `pluralForm` says which one a count takes.
 */
import { intlLocales } from '../locales.ts';
import type { AdminLanguage } from './language.ts';

const rules = new Map<AdminLanguage, Intl.PluralRules>();

/** `one` or `other`: the form of a counted text that `count` takes in `lang` ('1 deploy'). */
export function pluralForm(lang: AdminLanguage, count: number): 'one' | 'other' {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(intlLocales[lang]);
    rules.set(lang, rule);
  }
  // Spanish's `many` (a million and up) reads like `other` in these texts.
  return rule.select(count) === 'one' ? 'one' : 'other';
}
