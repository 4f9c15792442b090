import type { Sql } from './harness.ts';
import { tableSpecs } from './rls-matrix.ts';

/** A build hook URL as Netlify issues them; nothing delivers the calls queued to it here. */
export const hookUrl = 'https://api.netlify.com/build_hooks/test-hook';

/** Sets (or clears) the build hook URL, as the owner does in the SQL editor. */
export async function setHook(sql: Sql, url: string | null): Promise<void> {
  await sql.query('update private.publish_config set build_hook_url = $1', [url]);
}

/** The database's content revision. */
export async function revision(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ revision: number }>(
    'select revision::int as revision from public.site_publish',
  );
  return rows[0]!.revision;
}

/** One queued build hook call: what it sends and when it was queued (ms since the epoch). */
export type HookCall = { method: string; url: string; body: { revision: number }; created: number };

/** The build hook calls queued so far, oldest first. */
export async function queuedHookCalls(sql: Sql): Promise<HookCall[]> {
  const { rows } = await sql.query<{
    method: string;
    url: string;
    body: { revision: number };
    created: Date;
  }>(
    `select method, url, convert_from(body, 'UTF8')::jsonb as body, created
     from net.http_request_queue order by id`,
  );
  return rows.map((r) => ({
    ...r,
    body: { revision: Number(r.body.revision) },
    created: r.created.getTime(),
  }));
}

/**
 * Runs the publish job as pg_cron would, `seconds` after the latest content change (by default
 * an hour: any call waiting is due by then); resolves the revision it sent, or null.
 */
export async function runPublishJob(sql: Sql, seconds = 3_600): Promise<number | null> {
  const { rows } = await sql.query<{ sent: number | null }>(
    `select private.publish_due_changes(
       (select sp.updated_at from public.site_publish sp) + make_interval(secs => $1))::int as sent`,
    [seconds],
  );
  return rows[0]!.sent;
}

/** A hero to edit, the hook set, the given quiet period (s) and budget, and nothing waiting. */
export async function readyToPublish(sql: Sql, settings: { quiet: number; budget: number }) {
  await sql.exec(tableSpecs['public.hero_content']!.fixtures[0]!);
  await sql.query(
    `update private.publish_config
     set build_hook_url = $1, quiet_seconds = $2, monthly_budget = $3`,
    [hookUrl, settings.quiet, settings.budget],
  );
  // The site is up to date: the hero just inserted was published.
  await sql.exec(`update private.publish_state
    set sent_revision = (select revision from public.site_publish), behind_since = null`);
}
