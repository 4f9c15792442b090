import { useMessages } from '../../../i18n/admin/messages.ts';
import { TextField } from '../editor/text-field.tsx';
import { PublishNowName } from '../publish-now-name.tsx';
import { richText } from '../rich-text.tsx';

/**
 * The two fields of the Publishing dialog. The budget's hint names Publish now as the header's
 * button reads (PublishNowName).
 */
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
        hint={richText(t('budgetHint'), { publishNow: <PublishNowName /> })}
      />
    </>
  );
}
