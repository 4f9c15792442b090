import {
  publishSettingsEntries,
  type PublishSettingsRow,
} from '../../../lib/data/publish-settings.ts';
import { publishSettingsSchema } from '../../../lib/schemas/publish-settings.ts';
import type { EntryFormConfig } from '../editor/entry-form.ts';

/** The Publishing dialog's form: the quiet period and the monthly deploy budget, whole numbers. */
export const publishingForm: EntryFormConfig<PublishSettingsRow> = {
  store: publishSettingsEntries,
  noun: 'publishing settings',
  schema: publishSettingsSchema,
  toValues: (row) => ({
    quiet_seconds: String(row?.quiet_seconds ?? ''),
    monthly_budget: String(row?.monthly_budget ?? ''),
  }),
};
