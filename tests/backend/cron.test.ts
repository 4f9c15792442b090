import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCron, type CronRunner } from '../../supabase/local/cron.ts';
import { Database } from '../../supabase/local/database.ts';

/**
 * The pg_cron stand-in: jobs registered with cron.schedule() as on hosted Supabase, run by the
 * local backend on their interval schedules, one run of a job at a time, failures logged.
 */

let db: Database;
const logged: string[] = [];

beforeAll(async () => {
  db = await Database.open();
  await db.asOwner((tx) =>
    tx.exec('create table public.cron_ticks (job text, at timestamptz default clock_timestamp())'),
  );
});
afterAll(() => db.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ticks(job: string): Promise<number> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ n: number }>('select count(*)::int as n from public.cron_ticks where job = $1', [
      job,
    ]),
  );
  return rows[0]!.n;
}

async function schedule(name: string, when: string, command: string): Promise<void> {
  await db.asOwner((tx) => tx.query('select cron.schedule($1, $2, $3)', [name, when, command]));
}

describe('the local cron runner', () => {
  let runner: CronRunner;
  beforeAll(() => {
    runner = startCron(db, { log: (line) => logged.push(line), tickMs: 100 });
  });
  afterAll(() => runner.close());

  it('runs a job on its interval, and a job scheduled again under its name takes the new schedule', async () => {
    await schedule('fast', '1 seconds', "insert into public.cron_ticks (job) values ('fast')");
    await schedule('slow', '59 seconds', "insert into public.cron_ticks (job) values ('slow')");
    await sleep(2_600);
    const fast = await ticks('fast');
    expect(fast).toBeGreaterThanOrEqual(2);
    expect(fast).toBeLessThanOrEqual(3);
    // The first run of every job is right away; the next one 59 s later.
    expect(await ticks('slow')).toBe(1);
    await schedule('fast', '30 seconds', "insert into public.cron_ticks (job) values ('fast')");
    const now = await ticks('fast');
    await sleep(1_500);
    expect(await ticks('fast')).toBe(now);
  });

  it('stores a cron expression but does not run it locally, and refuses a schedule pg_cron would', async () => {
    await schedule(
      'nightly',
      '0 3 * * *',
      "insert into public.cron_ticks (job) values ('nightly')",
    );
    await sleep(500);
    expect(await ticks('nightly')).toBe(0);
    await expect(schedule('bad', '90 seconds', 'select 1')).rejects.toThrow(/check constraint/);
  });

  it('logs a failing job and keeps running the others', async () => {
    await schedule('broken', '1 seconds', 'select 1 / 0');
    await schedule('steady', '1 seconds', "insert into public.cron_ticks (job) values ('steady')");
    await sleep(1_500);
    expect(logged).toContain('[cron] job broken failed: division by zero');
    expect(await ticks('steady')).toBeGreaterThanOrEqual(1);
  });

  it('an unscheduled job no longer runs', async () => {
    await db.asOwner((tx) => tx.query("select cron.unschedule('steady')"));
    await sleep(300);
    const before = await ticks('steady');
    await sleep(1_500);
    expect(await ticks('steady')).toBe(before);
  });
});
