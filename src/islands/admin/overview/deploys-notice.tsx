import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { cn } from '../../../lib/cn.ts';
import { readPublishSchedule } from '../../../lib/data/publish-schedule.ts';
import {
  budgetStanding,
  CREDITS_PER_DEPLOY,
  type PublishSchedule,
} from '../../../lib/publish-budget.ts';
import { adminPages } from '../admin-nav.ts';
import { useLoad } from '../use-load.ts';

/** The first day of the next calendar month (UTC, as the database counts), e.g. 'December 1'. */
function nextMonth(now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return first.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** What the owner should know beyond the count, by where the month's deploys stand. */
function Advice({ schedule }: { schedule: PublishSchedule }) {
  const standing = budgetStanding(schedule);
  const settings = (
    <a href={adminPages.settings.path} className="font-medium underline">
      Site Settings → Publishing
    </a>
  );
  if (standing === 'ok') return null;
  if (standing === 'warning') {
    return (
      <p>
        That is most of your monthly deploy budget: at {schedule.monthlyBudget}, automatic
        publishing pauses until {nextMonth()}.
      </p>
    );
  }
  return (
    <p>
      {standing === 'paused'
        ? 'Publishing paused: monthly deploy budget reached. Your latest changes are saved but not live.'
        : 'The monthly deploy budget is reached: new changes will wait.'}{' '}
      Automatic publishing resumes on {nextMonth()}. To raise the budget, open {settings} and set a
      higher monthly deploy budget (each deploy costs {CREDITS_PER_DEPLOY} Netlify credits: check
      that your plan has them), or use Publish now in the header for a single deploy.
    </p>
  );
}

/**
 * The Overview's deploy count: "Deploys this month: 7 of 15", a warning from 80 % of the budget,
 * and at the budget how to raise it. A failed read shows nothing (the count cards report it).
 */
export function DeploysNotice() {
  const { state } = useLoad(readPublishSchedule);
  if (state.status !== 'ready') return null;
  const schedule = state.data;
  const alert = budgetStanding(schedule) !== 'ok';
  return (
    <section
      aria-label="Deploys this month"
      className={cn(
        'mb-6 flex items-start gap-2 rounded-md border p-4 text-sm',
        alert ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-mist-200 bg-white',
      )}
    >
      {alert ? <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden="true" /> : null}
      <div className="space-y-1">
        <p className="font-medium" data-deploys>
          Deploys this month: {schedule.deploysThisMonth} of {schedule.monthlyBudget}
        </p>
        <Advice schedule={schedule} />
      </div>
    </section>
  );
}
