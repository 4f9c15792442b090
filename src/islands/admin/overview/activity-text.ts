/** How the Overview's activity list words a change: who did what to which entry, and when. */
import type { AdminLanguage } from '../../../i18n/admin/language.ts';
import type { NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { adminTime } from '../../../lib/business-time.ts';
import { emptiesEveryField, versionChanges } from '../../../lib/data/history-diff.ts';
import { versionVerb, type Version } from '../../../lib/data/history-versions.ts';

/** The parts of "owner@example.com edited the FAQ “How do I pay?” (English, Spanish)". */
export interface ChangeParts {
  /** The e-mail of who changed it, or the key of the text naming a script. */
  who: string | { text: 'seedScript' | 'aScript' };
  verb: NamespaceKey<'overview'> & `verb.${string}`;
  noun: NamespaceKey<'overview'> & `noun.${string}`;
  /**
   * The entry's name, if it has one: in `lang` when the change wrote that language's row (or, for
   * an image, has its Spanish alt text), else the English one, else the Spanish one.
   */
  name: string | null;
  /** The language the name is written in; undefined for an entry without languages. */
  nameLang: 'en' | 'es' | undefined;
  /** The languages whose rows changed, in order. */
  languages: ('en' | 'es')[];
}

/**
 * Whether `version` took a setting from a value to empty: worded 'cleared', as the Site Settings
 * History titles it, by the History's own rule (the answer gives a setting's rows, no other's).
 */
const emptiedSetting = (version: Version) =>
  version.table === 'site_settings' && emptiesEveryField(versionChanges(version));

/** Who did what to which entry, as parts the Overview words in the admin's language, `lang`. */
export function changeParts(version: Version, lang: AdminLanguage): ChangeParts {
  const languages = [
    ...new Set(version.rows.flatMap((row) => (row.language ? [row.language] : []))),
  ].sort();
  const named = version.rows.find((row) => row.language === lang && row.label);
  // An image has one row for both languages: in Spanish it is named by its Spanish alt text.
  const spanish = lang === 'es' ? version.rows.find((row) => row.labelEs)?.labelEs : undefined;
  const label = named?.label ?? spanish ?? version.label;
  return {
    who:
      version.actor ?? (version.source === 'seed' ? { text: 'seedScript' } : { text: 'aScript' }),
    verb: `verb.${versionVerb(version, emptiedSetting(version))}` as ChangeParts['verb'],
    noun: `noun.${version.table}`,
    name: label && version.table !== 'hero_content' ? label : null,
    nameLang: languages.length
      ? (named?.language ?? (languages.includes('en') ? 'en' : 'es'))
      : spanish
        ? 'es'
        : undefined,
    languages,
  };
}

/**
 * "2 minutes ago" within a day of `now`, else the date and time in Eastern Time, in `lang`;
 * undefined within the last minute (the Overview says "just now").
 */
export function changedWhen(
  iso: string,
  lang: AdminLanguage = 'en',
  now = Date.now(),
): string | undefined {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds > -60) return undefined;
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (seconds > -86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  return adminTime(iso, undefined, lang);
}
