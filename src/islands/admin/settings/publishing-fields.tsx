import { useMessages } from '../../../i18n/admin/messages.ts';
import { TextField } from '../editor/text-field.tsx';

/** The two fields of the Publishing dialog. */
export function PublishingFields() {
  const t = useMessages('settings');
  return (
    <>
      <TextField
        name="single.quiet_seconds"
        label={t('quietField')}
        inputMode="numeric"
        hint={t('quietHint')}
      />
      <TextField
        name="single.monthly_budget"
        label={t('budgetField')}
        inputMode="numeric"
        hint={t('budgetHint')}
      />
    </>
  );
}
