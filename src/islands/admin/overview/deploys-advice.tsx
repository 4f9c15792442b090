import { CREDITS_PER_DEPLOY, type PublishSchedule } from '../../../lib/publish-budget.ts';
import { adminPages } from '../admin-nav.ts';

/** The first day of the next calendar month (UTC, as the database counts), e.g. 'December 1'. */
function nextMonth(now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return first.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** What the owner should know beyond the deploy count, by where the month's deploys stand. */
export function DeploysAdvice({
  schedule,
  standing,
}: {
  schedule: PublishSchedule;
  standing: 'warning' | 'reached' | 'paused';
}) {
  const settings = (
    <a href={adminPages.settings.path} className="font-medium underline">
      Site Settings → Publishing
    </a>
  );
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
