/**
 * The publish status's words beyond its label (docs/product.md#admin-shell): why the site is, or
 * is not yet, up to date and what to do, for Publish details and the pill's tooltip; and the
 * question before Publish now past the budget. Pure: the texts come from `t`.
 */
import { adminFormat } from '../../i18n/admin/format.ts';
import type { AdminLanguage } from '../../i18n/admin/language.ts';
import type { Translate } from '../../i18n/admin/messages.ts';
import { pluralForm } from '../../i18n/admin/plural.ts';
import { fillPlaceholders } from '../../i18n/placeholders.ts';
import { adminTime } from '../../lib/business-time.ts';
import { CREDITS_PER_DEPLOY } from '../../lib/publish-budget.ts';
import type { PublishStatus } from '../../stores/publish.ts';

/**
 * What the publish status says beyond its label, in plain words (docs/product.md#admin-shell). A
 * failure or an action may name Publish now by `{publishNow}`: Publish details shows it as the
 * button reads at that width (PublishNowName), the one-line text by its whole name.
 */
export interface Explanation {
  /** Why the site is, or is not yet, up to date: what Publish details says first. */
  reason: string;
  /** What went wrong with the last update, when that is known. */
  failure?: string;
  /** The raw message (English, a developer's) of a failure no code names, or of a failed read. */
  detail?: string;
  /** What the owner can do about it. */
  action?: string;
  /** 'Pending since 12:42 PM ET.': when the oldest change the site does not show was saved. */
  pending?: string;
}

/** The explanation of `status` in the admin's language; none while it is first read. */
export function explain(
  t: Translate<'shell'>,
  lang: AdminLanguage,
  status: PublishStatus,
): Explanation | undefined {
  const { state, since, failure, nextPublishAt, deploys, error } = status;
  if (state === 'checking') return undefined;
  if (state === 'live') return { reason: t('details.live') };
  if (state === 'unknown') return { reason: t('details.unknown'), detail: error };
  const pending =
    since === undefined ? undefined : t('status.behind', { time: adminTime(since, 'time', lang) });
  if (state === 'scheduled' && nextPublishAt !== undefined) {
    const time = adminTime(nextPublishAt, 'time', lang);
    return {
      reason: t('details.scheduled', { time }),
      action: t('details.scheduledAction'),
      pending,
    };
  }
  if (state === 'paused' && deploys) {
    return {
      // A budget of 0 has nothing to use up, and next month is the same. Past the budget (Publish
      // now) the deploys are counted as such, not '(2 of 1)'.
      reason: deploys.budget === 0 ? t('details.pausedZero') : pausedReason(t, lang, deploys),
      action: t('details.pausedAction'),
      pending,
    };
  }
  if (state === 'delayed') {
    return {
      reason: t(failure ? 'details.failed' : 'details.delayed'),
      failure: failure && t(`failure.${failure.code ?? 'unknown'}`),
      detail: failure && failure.code === null ? failure.detail : undefined,
      action: t('details.delayedAction'),
      pending,
    };
  }
  return { reason: t('details.publishing'), pending };
}

/** 'Paused by the monthly deploy budget: 2 deploys this month, with a budget of 1, …'. */
function pausedReason(
  t: Translate<'shell'>,
  lang: AdminLanguage,
  { used, budget }: { used: number; budget: number },
): string {
  const { count } = adminFormat(lang);
  const deploys = t(`details.deploys.${pluralForm(lang, used)}`, { count: count(used) });
  return t('details.paused', { deploys, budget: count(budget) });
}

/**
 * The status's tooltip and screen-reader text: the explanation but the revisions, Publish now by
 * its whole name (`publishNow`, as screen readers hear the button and a desktop shows it); none if
 * live.
 */
export function explanationLine(
  explanation: Explanation | undefined,
  live: boolean,
  publishNow: string,
): string {
  if (!explanation || live) return '';
  const { pending, reason, failure, detail, action } = explanation;
  return fillPlaceholders([pending, reason, failure, detail, action].filter(Boolean).join(' '), {
    publishNow,
  });
}

/**
 * What a deploy past the budget costs, said before it is made: that the budget is used (a budget
 * of 0 has none to use), then the cost.
 */
export function overBudgetText(
  t: Translate<'shell'>,
  lang: AdminLanguage,
  { used, budget }: { used: number; budget: number },
): string {
  const { count } = adminFormat(lang);
  const form = budget === 0 ? 'zero' : pluralForm(lang, budget);
  const cost = t('overBudgetText', { next: count(used + 1), credits: count(CREDITS_PER_DEPLOY) });
  return `${t(`overBudgetUsed.${form}`, { budget: count(budget) })} ${cost}`;
}
