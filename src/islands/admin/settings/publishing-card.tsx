import { PencilSquareIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { PublishSettingsRow } from '../../../lib/data/publish-settings.ts';
import { CREDITS_PER_DEPLOY } from '../../../lib/publish-budget.ts';

/** The publishing settings, read-only, with what a deploy costs and the Edit button. */
export function PublishingCard({ row, onEdit }: { row: PublishSettingsRow; onEdit: () => void }) {
  const items: [string, string][] = [
    ['Quiet period', `${row.quiet_seconds} seconds`],
    ['Monthly deploy budget', `${row.monthly_budget} deploys`],
    ['Deploys this month', `${row.deploys_this_month} of ${row.monthly_budget}`],
  ];
  return (
    <Card aria-labelledby="publishing-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="publishing-title">Publishing</CardTitle>
          <CardDescription>
            Every publish is a production deploy on Netlify, which costs {CREDITS_PER_DEPLOY}{' '}
            credits on every plan: the Free plan&apos;s 300 credits a month pay for 20 deploys at
            most, and the site goes offline when they run out; Personal has 1,000 and Pro 5,000.
            Bandwidth and visits use the same credits, so keep the budget at about three quarters of
            your plan (15 on Free, 50 on Personal, 250 on Pro).
          </CardDescription>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <PencilSquareIcon aria-hidden="true" />
          Edit Publishing Settings
        </Button>
      </CardHeader>
      <dl className="grid gap-x-6 gap-y-3 p-5 pt-0 text-sm sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="font-medium text-ink-700">{label}</dt>
            <dd className="text-ink-900" data-setting={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
