import { useMessages } from '../../../i18n/admin/messages.ts';
import type { PublishSettingsRow } from '../../../lib/data/publish-settings.ts';
import { CREDITS_PER_DEPLOY } from '../../../lib/publish-budget.ts';
import { SettingsCard, type SettingItem } from './settings-card.tsx';

/**
 * The publishing settings, read-only, with what a deploy costs and the Edit button. Each value
 * carries `data-setting`, a name for scripts and tests that is English in both languages.
 */
export function PublishingCard({ row, onEdit }: { row: PublishSettingsRow; onEdit: () => void }) {
  const t = useMessages('settings');
  const budget = row.monthly_budget;
  const items: SettingItem[] = [
    ['Quiet period', t('quietPeriod'), { text: t('quietSeconds', { count: row.quiet_seconds }) }],
    ['Monthly deploy budget', t('budget'), { text: t('budgetDeploys', { count: budget }) }],
    [
      'Deploys this month',
      t('deploysThisMonth'),
      { text: t('deploysOf', { count: row.deploys_this_month, budget }) },
    ],
  ];
  return (
    <SettingsCard
      title={t('publishing')}
      intro={t('publishingIntro', { credits: CREDITS_PER_DEPLOY })}
      editLabel={t('editPublishing')}
      onEdit={onEdit}
      items={items}
      columns="sm:grid-cols-3"
    />
  );
}
