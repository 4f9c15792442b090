/**
 * The publish plan as the admin sees it, and where the month's deploys stand against the budget:
 * pure, so the header, the Overview and the tests share one reading of it.
 */

/** What a production deploy costs on Netlify, in credits (any plan). */
export const CREDITS_PER_DEPLOY = 15;

/** From this share of the monthly budget on, the Overview warns. */
export const BUDGET_WARNING_SHARE = 0.8;

/** The publish plan, times in ms since the epoch. */
export interface PublishSchedule {
  /** The revision the latest build hook call sent. */
  liveRevision: number;
  /** The newest revision not sent yet, or null when nothing waits. */
  pendingRevision: number | null;
  /** When the waiting revision goes out; null when nothing waits or the budget is spent. */
  nextPublishAt: number | null;
  deploysThisMonth: number;
  monthlyBudget: number;
  quietSeconds: number;
}

/**
 * Where this month's deploys stand: `paused` while a change waits that the budget stops (the
 * database set no time for it), `reached` at the budget, `warning` from 80 % of it.
 */
export function budgetStanding(schedule: PublishSchedule): 'ok' | 'warning' | 'reached' | 'paused' {
  if (schedule.pendingRevision !== null && schedule.nextPublishAt === null) return 'paused';
  if (schedule.deploysThisMonth >= schedule.monthlyBudget) return 'reached';
  if (schedule.deploysThisMonth >= schedule.monthlyBudget * BUDGET_WARNING_SHARE) return 'warning';
  return 'ok';
}
