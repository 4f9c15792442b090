import type { Database } from './database.ts';
import { kick, type Logger } from './webhooks.ts';

/** Runs the jobs of `cron.job` on their interval schedules, like pg_cron's background worker. */
export type CronRunner = { close(): Promise<void> };

type Job = { jobid: string; jobname: string | null; seconds: number; command: string };

const jobsSql = `
  select jobid::text, jobname, command, substring(schedule from '^(\\d+) seconds$')::int as seconds
  from cron.job where active and schedule ~ '^\\d+ seconds$' order by jobid`;

/**
 * Starts the runner for `db`: every `tickMs` (a second) it reads the active jobs and starts each
 * one whose interval (`'N seconds'`) has passed since its last start, as the owner, never two runs
 * of one job at once (as pg_cron). A run is followed by a kick of the webhook worker: what the job
 * queued with `net.http_post` is delivered now, as no API request would kick it. Failures are
 * logged, never thrown.
 */
export function startCron(
  db: Database,
  { log = console.error, tickMs = 1_000 }: { log?: Logger; tickMs?: number } = {},
): CronRunner {
  const startedAt = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticking: Promise<void> | undefined;

  async function run(job: Job): Promise<void> {
    try {
      await db.asOwner((tx) => tx.exec(job.command));
      kick(db);
    } catch (error) {
      log(`[cron] job ${job.jobname ?? job.jobid} failed: ${(error as Error).message}`);
    }
  }

  async function tick(): Promise<void> {
    const jobs = await db
      .asOwner((tx) => tx.query<Job>(jobsSql))
      .then((result) => result.rows)
      .catch((error: unknown) => {
        log(`[cron] could not read the jobs: ${(error as Error).message}`);
        return [];
      });
    const now = Date.now();
    for (const job of jobs) {
      // Half a tick of slack, so a job of one tick's interval runs on every tick.
      const due = now - (startedAt.get(job.jobid) ?? 0) >= job.seconds * 1000 - tickMs / 2;
      if (closed || !due || running.has(job.jobid)) continue;
      startedAt.set(job.jobid, now);
      running.set(
        job.jobid,
        run(job).finally(() => running.delete(job.jobid)),
      );
    }
  }

  const next = () => {
    timer = setTimeout(() => {
      ticking = tick().finally(() => {
        ticking = undefined;
        if (!closed) next();
      });
    }, tickMs);
  };
  next();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
