import {
  publishSettingsEntries,
  type PublishSettingsRow,
} from '../../../lib/data/publish-settings.ts';
import { publishSettingsSchema } from '../../../lib/schemas/publish-settings.ts';
import { translate } from '../../../i18n/admin/messages.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';
import { settingsWhich } from './setting-messages.tsx';

/** A publishing setting's name, as its card gives it. */
const settingName = (column: string) =>
  translate('settings', column === 'quiet_seconds' ? 'quietPeriod' : 'budget');

/** The Publishing dialog's form: the quiet period and the monthly deploy budget, whole numbers. */
export const publishingForm: EntryFormConfig<PublishSettingsRow> = {
  store: publishSettingsEntries,
  noun: 'publishing settings',
  partsWhich: (columns) => settingsWhich(columns, settingName),
  schema: publishSettingsSchema,
  toValues: (row) => ({
    quiet_seconds: String(row?.quiet_seconds ?? ''),
    monthly_budget: String(row?.monthly_budget ?? ''),
  }),
};
