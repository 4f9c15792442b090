import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import type { Entry } from '../../../lib/data/entries.ts';
import { editableSettingKeys, type SettingsRow } from '../../../lib/data/site-settings.ts';
import { faqToastNote } from './faq-reminder.tsx';

/**
 * A setting brought back from the History, as its toast says it (docs/product.md#site-settings):
 * by the setting's name ('Opening hours restored to the version of …'), and for the hours or the
 * payment methods with the note the dialog shows as they change, as the restore closes it at
 * once. Undefined when no setting changed.
 */
export function restoredSetting(before: Entry<SettingsRow>, after: Entry<SettingsRow>) {
  const was = before.rows.single?.values;
  const now = after.rows.single?.values;
  const keys = editableSettingKeys.filter((key) => was?.[key] !== now?.[key]);
  if (!keys.length) return undefined;
  const names = new Intl.ListFormat($adminLanguage.get(), { type: 'conjunction' }).format(
    keys.map((key) => translate('settingNames', key)),
  );
  return {
    start: translate('settings', 'restoredSetting', { names }),
    description: keys.map(faqToastNote).find(Boolean),
  };
}
