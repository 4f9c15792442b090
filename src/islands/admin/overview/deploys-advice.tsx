import { useAdminFormat } from '../../../i18n/admin/format.ts';
import type { AdminLanguage } from '../../../i18n/admin/language.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { CREDITS_PER_DEPLOY, type PublishSchedule } from '../../../lib/publish-budget.ts';
import { adminPages } from '../admin-nav.ts';
import { PublishNowName } from '../publish-now-name.tsx';
import { richText } from '../rich-text.tsx';

/**
 * The first day of the next calendar month (UTC, as the database counts): 'December 1' /
 * '1 de diciembre'.
 */
function nextMonth(lang: AdminLanguage, now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return first.toLocaleDateString(lang === 'es' ? 'es' : 'en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** What the owner should know beyond the deploy count, by where the month's deploys stand. */
export function DeploysAdvice({
  schedule,
  standing,
}: {
  schedule: PublishSchedule;
  standing: 'warning' | 'reached' | 'paused';
}) {
  const t = useMessages('overview');
  const { lang, count } = useAdminFormat();
  const date = nextMonth(lang);
  if (standing === 'warning') {
    return <p>{t('deploysWarning', { budget: count(schedule.monthlyBudget), date })}</p>;
  }
  const settings = (
    <a href={adminPages.settings.path} className="font-medium underline">
      {t('deploysSettings')}
    </a>
  );
  return (
    <p>
      {standing === 'paused' ? t('deploysPaused') : t('deploysReached')}{' '}
      {richText(t('deploysResume'), {
        date,
        settings,
        credits: count(CREDITS_PER_DEPLOY),
        publishNow: <PublishNowName />,
      })}
    </p>
  );
}
