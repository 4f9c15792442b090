/**
 * The Settings cards' toasts and notices name a setting where the editors' name an entry
 * (docs/product.md#site-settings), by the name its card gives it, in the admin's language.
 */
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import type { SettingKey } from '../../../lib/content/schema.ts';
import type { Entry } from '../../../lib/data/entries.ts';
import { editableSettingKeys, type SettingsRow } from '../../../lib/data/site-settings.ts';
import { faqToastNote } from './faq-reminder.tsx';

/** A site setting's name, as its card gives it. */
const settingName = (key: string) => translate('settingNames', key as SettingKey);

/** The names of the settings `keys` as a list ('Phone number and Opening hours'), each `quoted`. */
function namesOf(keys: readonly string[], quoted = false, name = settingName): string {
  return new Intl.ListFormat($adminLanguage.get(), { type: 'conjunction' }).format(
    keys.map((key) => (quoted ? translate('common', 'quoted', { name: name(key) }) : name(key))),
  );
}

/**
 * A setting brought back from the History, as its toast says it: by the setting's name ('Opening
 * hours restored to the version of …'), and for the hours or the payment methods with the note the
 * dialog shows as they change, as the restore closes it at once. Undefined when no setting changed.
 */
export function restoredSetting(before: Entry<SettingsRow>, after: Entry<SettingsRow>) {
  const was = before.rows.single?.values;
  const now = after.rows.single?.values;
  const keys = editableSettingKeys.filter((key) => was?.[key] !== now?.[key]);
  if (!keys.length) return undefined;
  return {
    start: translate('settings', 'restoredSetting', { names: namesOf(keys) }),
    description: keys.map(faqToastNote).find(Boolean),
  };
}

/**
 * The settings a save was refused over or failed to write (`keys`, named by `name`: by default
 * the site settings' names), as the subject of the editors' conflict notice and failure toast
 * ('The setting “Top banner (Spanish)” was changed by someone else…', 'Each of the settings
 * “Quiet period” and “Monthly deploy budget” was not saved: …'); a Settings card's `partsWhich`.
 */
export function settingsWhich(keys: readonly string[], name = settingName): string {
  return translate('settings', keys.length > 1 ? 'clashedSettings' : 'clashedSetting', {
    names: namesOf(keys, true, name),
  });
}
