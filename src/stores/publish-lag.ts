/**
 * What the publish status says while the site lags behind the database: why (a failed build, a
 * failed hook call), and the plan (a deploy counting down, or paused by the budget). Loaded by the
 * store only when the site lags, so a live site's first view does not carry it.
 */
import { readHookFailure } from '../lib/data/publish.ts';
import { readPublishSchedule } from '../lib/data/publish-schedule.ts';
import { budgetStanding } from '../lib/publish-budget.ts';
import { hookFailure, type PublishFailure } from '../lib/publish-failure.ts';
import {
  behindSince,
  DELAYED_AFTER_MS,
  publishState,
  withDueAt,
  type BehindSince,
  type RevisionReading,
} from './publish-state.ts';

/** One reading of a lagging site, and what the store remembers between readings. */
export interface LagReading extends RevisionReading {
  now: number;
  behind: BehindSince | undefined;
  /** Why a local build failed since the last save or publish (its first error line as detail). */
  buildFailure: PublishFailure | undefined;
}

/** The status of a lagging site, and the `behind` the store keeps for the next reading. */
export async function assessLag(reading: LagReading) {
  const [hookError, schedule] = await Promise.all([
    reading.buildFailure ? undefined : readHookFailure(),
    // The plan explains, like the hook failure: when it cannot be read, the status goes on.
    readPublishSchedule().catch(() => undefined),
  ]);
  const failure =
    reading.buildFailure ?? (hookError === undefined ? undefined : hookFailure(hookError));
  const next = schedule?.nextPublishAt ?? null;
  const behind = withDueAt(behindSince(reading.behind, reading, reading.now), next);
  const state = publishState({
    ...reading,
    behind,
    delayedAfterMs: DELAYED_AFTER_MS,
    buildFailed: failure !== undefined,
    nextPublishAt: next,
    paused: schedule !== undefined && budgetStanding(schedule) === 'paused',
  });
  return {
    state,
    behind,
    failure: state === 'live' ? undefined : failure,
    nextPublishAt: state === 'scheduled' && next !== null ? next : undefined,
    deploys: schedule && { used: schedule.deploysThisMonth, budget: schedule.monthlyBudget },
  };
}
