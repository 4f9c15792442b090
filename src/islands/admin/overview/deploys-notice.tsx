import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { readPublishSchedule } from '../../../lib/data/publish-schedule.ts';
import { budgetStanding } from '../../../lib/publish-budget.ts';
import { $publishStatus } from '../../../stores/publish.ts';
import { useLoad } from '../use-load.ts';
import { LazyPart, lazyPart } from '../shell/lazy-part.tsx';

// Needed only near or at the budget: it loads then, not with the Overview's first view.
const DeploysAdvice = lazyPart(() =>
  import('./deploys-advice.tsx').then((module) => module.DeploysAdvice),
);

/**
 * The Overview's deploy count: "Deploys this month: 7 of 15", a warning from 80 % of the budget,
 * and at the budget how to raise it. A failed read shows nothing (the count cards report it). It
 * is read again when the header's status sees a save or a build go live (Publish now among them),
 * so it never contradicts the header.
 */
export function DeploysNotice() {
  const t = useMessages('overview');
  const { count } = useAdminFormat();
  const { state, reload } = useLoad(readPublishSchedule);
  const { siteRevision, databaseRevision } = useStore($publishStatus);
  const revisions = `${siteRevision}/${databaseRevision}`;
  const seen = useRef(revisions);
  useEffect(() => {
    if (seen.current === revisions) return;
    seen.current = revisions;
    void reload();
  }, [revisions, reload]);
  if (state.status !== 'ready') return null;
  const schedule = state.data;
  const standing = budgetStanding(schedule);
  const alert = standing !== 'ok';
  return (
    <section
      aria-label={t('deploys')}
      className={cn(
        'mb-6 flex items-start gap-2 rounded-md border p-4 text-sm',
        alert ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-mist-200 bg-white',
      )}
    >
      {alert ? <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" /> : null}
      <div className="space-y-1">
        <p className="font-medium" data-deploys>
          {t('deploysCount', {
            used: count(schedule.deploysThisMonth),
            budget: count(schedule.monthlyBudget),
          })}
        </p>
        {standing === 'ok' ? null : (
          <LazyPart>
            <DeploysAdvice schedule={schedule} standing={standing} />
          </LazyPart>
        )}
      </div>
    </section>
  );
}
