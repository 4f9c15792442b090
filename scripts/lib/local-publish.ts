import type { SqlExecutor } from '../../supabase/local/migrate.ts';

/** The name under which the migrations schedule the publish job (pg_cron, or the local stand-in). */
export const publishJob = 'publish-due-changes';

/**
 * How `npm start` publishes: a local build costs nothing, so changes wait 2 s of quiet (save to live
 * stays within a few seconds), the budget is far above any day's edits, and the job runs every
 * second instead of every 10.
 */
export const localPublishing = { quietSeconds: 2, monthlyBudget: 1000, jobSchedule: '1 seconds' };

/**
 * Points the database's build hook at `url` and applies the local publishing above: the quiet
 * period and budget only while no admin has chosen their own (Site Settings → Publishing).
 */
export async function setLocalBuildHook(db: Pick<SqlExecutor, 'query'>, url: string) {
  await db.query(
    `insert into private.publish_config (id, build_hook_url) values (1, $1)
     on conflict (id) do update set build_hook_url = excluded.build_hook_url`,
    [url],
  );
  await db.query(
    `update private.publish_config set quiet_seconds = $1, monthly_budget = $2
     where id = 1 and settings_changed_at is null`,
    [localPublishing.quietSeconds, localPublishing.monthlyBudget],
  );
  await db.query('update cron.job set schedule = $2 where jobname = $1', [
    publishJob,
    localPublishing.jobSchedule,
  ]);
}

/**
 * Counts the database as published, for a build about to read it: `npm start` builds the site
 * itself on start, so what the database held before needs no deploy of its own from the job.
 */
export async function markPublished(db: Pick<SqlExecutor, 'query'>) {
  await db.query(
    `update private.publish_state
     set sent_revision = (select revision from public.site_publish where id = 1), behind_since = null
     where id = 1`,
  );
}
