import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { pluralForm } from '../../../i18n/admin/plural.ts';
import { unitCount } from '../../../i18n/locales.ts';
import type { PublishSettingsRow } from '../../../lib/data/publish-settings.ts';
import { CREDITS_PER_DEPLOY } from '../../../lib/publish-budget.ts';
import { SettingsCard, type SettingItem } from './settings-card.tsx';

/**
 * The publishing settings, read-only, with what a deploy costs and the Edit button; each setting
 * and the intro's terms said in plain words too. Each value carries `data-setting`, a name for
 * scripts and tests that is English in both languages.
 */
export function PublishingCard({ row, onEdit }: { row: PublishSettingsRow; onEdit: () => void }) {
  const t = useMessages('settings');
  const { lang, count } = useAdminFormat();
  const budget = row.monthly_budget;
  const items: SettingItem[] = [
    [
      'Quiet period',
      t('quietPeriod'),
      { text: unitCount(lang, 'second', row.quiet_seconds) },
      t('quietPeriodNote'),
    ],
    [
      'Monthly deploy budget',
      t('budget'),
      { text: t(`budgetDeploys.${pluralForm(lang, budget)}`, { count: count(budget) }) },
      t('budgetNote'),
    ],
    [
      'Deploys this month',
      t('deploysThisMonth'),
      { text: t('deploysOf', { count: count(row.deploys_this_month), budget: count(budget) }) },
    ],
  ];
  return (
    <SettingsCard
      title={t('publishing')}
      intro={
        <>
          <span className="block">{t('publishingPlain')}</span>
          <span className="mt-1 block">
            {t('publishingIntro', { credits: count(CREDITS_PER_DEPLOY) })}
          </span>
        </>
      }
      editLabel={t('editPublishing')}
      onEdit={onEdit}
      items={items}
      columns="sm:grid-cols-3"
    />
  );
}
