import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { PublishSettingsRow } from '../../../lib/data/publish-settings.ts';
import { CREDITS_PER_DEPLOY } from '../../../lib/publish-budget.ts';

/**
 * The publishing settings, read-only, with what a deploy costs and the Edit button. Each value
 * carries `data-setting`, a name for scripts and tests that is English in both languages.
 */
export function PublishingCard({ row, onEdit }: { row: PublishSettingsRow; onEdit: () => void }) {
  const t = useMessages('settings');
  const budget = row.monthly_budget;
  const items: [string, string, string][] = [
    ['Quiet period', t('quietPeriod'), t('quietSeconds', { count: row.quiet_seconds })],
    ['Monthly deploy budget', t('budget'), t('budgetDeploys', { count: budget })],
    [
      'Deploys this month',
      t('deploysThisMonth'),
      t('deploysOf', { count: row.deploys_this_month, budget }),
    ],
  ];
  return (
    <Card aria-labelledby="publishing-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="publishing-title">{t('publishing')}</CardTitle>
          <CardDescription>{t('publishingIntro', { credits: CREDITS_PER_DEPLOY })}</CardDescription>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <PencilSquareIcon aria-hidden="true" />
          {t('editPublishing')}
        </Button>
      </CardHeader>
      <dl className="grid gap-x-6 gap-y-3 p-5 pt-0 text-sm sm:grid-cols-3">
        {items.map(([name, label, value]) => (
          <div key={name} className="min-w-0">
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd className="text-ink-900" data-setting={name}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
