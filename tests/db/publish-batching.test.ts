import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCron } from '../../supabase/local/cron.ts';
import { publishJob } from '../../scripts/lib/local-publish.ts';
import { drivers, type Scenario, type Sql, type TestDatabase } from './harness.ts';
import { queuedHookCalls, readyToPublish, runPublishJob } from './publish-support.ts';

/**
 * Batched publishing, in real time: the trigger only marks the site as behind, and the scheduled
 * job calls the build hook — on PGlite the local backend's cron runner, on PostgreSQL 15 a direct
 * call every second, as pg_cron makes it.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The revisions the queued hook calls send, oldest first. */
const sentRevisions = async (sql: Sql) =>
  (await queuedHookCalls(sql)).map((call) => call.body.revision);

async function lastChange(sql: Sql): Promise<{ revision: number; at: number }> {
  const { rows } = await sql.query<{ revision: number; updated_at: Date }>(
    'select revision::int as revision, updated_at from public.site_publish',
  );
  return { revision: rows[0]!.revision, at: rows[0]!.updated_at.getTime() };
}

/** Runs the publish job every second, the way each database gets it; returns how to stop it. */
async function runJobEverySecond(db: TestDatabase): Promise<() => Promise<void>> {
  if (db.local) {
    await db.committed('owner', (sql) =>
      sql.query("update cron.job set schedule = '1 seconds' where jobname = $1", [publishJob]),
    );
    const runner = startCron(db.local, { log: (line) => expect.fail(line) });
    return () => runner.close();
  }
  let running = true;
  const loop = (async () => {
    while (running) {
      await db.committed('owner', (sql) => sql.query('select private.publish_due_changes()'));
      await sleep(1_000);
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

describe.each(drivers)('batched publishing in real time on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
    await db.committed('owner', (sql) => readyToPublish(sql, { quiet: 5, budget: 100 }));
  });
  afterAll(() => db?.close());

  it('with a 5 s quiet period, ten changes in 3 s make at most two hook calls, the last one after the quiet period with the latest revision', async () => {
    const stop = await runJobEverySecond(db);
    try {
      for (let edit = 1; edit <= 10; edit += 1) {
        await db.committed('admin', (sql) =>
          sql.query("update public.hero_content set title = $1 where language = 'en'", [
            `Edit ${edit}`,
          ]),
        );
        if (edit < 10) await sleep(320);
      }
      const last = await db.committed('owner', lastChange);
      while (Date.now() < last.at + 7_500) await sleep(250);
    } finally {
      await stop();
    }
    const last = await db.committed('owner', lastChange);
    const calls = await db.committed('owner', queuedHookCalls);
    expect(calls).toHaveLength(2);
    // The leading call went out while the edits were still coming, the trailing one after them.
    expect(calls[0]!.body.revision).toBeLessThan(last.revision);
    expect(calls[1]!.body.revision).toBe(last.revision);
    expect(calls[1]!.created).toBeGreaterThanOrEqual(last.at + 5_000);
  });
});

async function editHero(tx: Scenario, title: string): Promise<number> {
  await tx.as('admin', (sql) =>
    sql.query("update public.hero_content set title = $1 where language = 'en'", [title]),
  );
  return (await lastChange(tx)).revision;
}

describe.each(drivers)('the publish plan on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  const ready = (tx: Scenario) => readyToPublish(tx, { quiet: 60, budget: 5 });

  it('a save queues no hook call by itself; the job makes one a second later (leading edge)', async () => {
    const result = await db.scenario(async (tx) => {
      await ready(tx);
      const revision = await editHero(tx, 'Leading');
      const queuedBySave = (await queuedHookCalls(tx)).length;
      return {
        revision,
        queuedBySave,
        early: await runPublishJob(tx, 0.5),
        due: await runPublishJob(tx, 1),
      };
    });
    expect(result).toEqual({
      revision: result.revision,
      queuedBySave: 0,
      early: null,
      due: result.revision,
    });
  });

  it('a change landing after a deploy started waits until the quiet period passes without changes (trailing edge)', async () => {
    const result = await db.scenario(async (tx) => {
      await ready(tx);
      await editHero(tx, 'First');
      const first = await runPublishJob(tx, 1);
      const second = await editHero(tx, 'Mid-build');
      const third = await editHero(tx, 'Still editing');
      return {
        first,
        second,
        third,
        beforeQuiet: await runPublishJob(tx, 59),
        afterQuiet: await runPublishJob(tx, 60),
        calls: await sentRevisions(tx),
      };
    });
    expect(result.afterQuiet).toBe(result.third);
    expect(result.beforeQuiet).toBeNull();
    expect(result.calls).toEqual([result.first, result.third]);
    expect(result.second).toBeLessThan(result.third);
  });

  it('at the budget no automatic call is made, and publish_now still is and is counted', async () => {
    const result = await db.scenario(async (tx) => {
      await ready(tx);
      const { rows } = await tx.query<{ count: number }>(
        'select deploys_this_month as count from private.publish_plan()',
      );
      await tx.query('update private.publish_config set monthly_budget = $1', [rows[0]!.count]);
      const revision = await editHero(tx, 'Over budget');
      const automatic = await runPublishJob(tx, 61);
      const { rows: now } = await tx.as('admin', (sql) =>
        sql.query<{ sent: number }>('select public.publish_now()::int as sent'),
      );
      const plan = await tx.query<{ deploys: number; budget: number }>(
        'select deploys_this_month as deploys, monthly_budget as budget from private.publish_plan()',
      );
      return {
        revision,
        automatic,
        sent: now[0]!.sent,
        calls: await sentRevisions(tx),
        over: plan.rows[0]!.deploys - plan.rows[0]!.budget,
      };
    });
    expect(result).toEqual({
      revision: result.revision,
      automatic: null,
      sent: result.revision,
      calls: [result.revision],
      over: 1,
    });
  });

  it('when the month rolls over, the budget is free again and the waiting change goes out', async () => {
    const result = await db.scenario(async (tx) => {
      await ready(tx);
      await editHero(tx, 'Spent');
      await runPublishJob(tx, 1);
      await tx.query('update private.publish_config set monthly_budget = 1');
      const revision = await editHero(tx, 'Waits for next month');
      const thisMonth = await runPublishJob(tx, 61);
      const { rows } = await tx.query<{ sent: number | null }>(
        `select private.publish_due_changes(
           date_trunc('month', now(), 'UTC') + interval '1 month' + interval '1 minute')::int as sent`,
      );
      return { revision, thisMonth, nextMonth: rows[0]!.sent };
    });
    expect(result).toEqual({
      revision: result.revision,
      thisMonth: null,
      nextMonth: result.revision,
    });
  });

  it('without a hook URL the job calls nothing and counts nothing', async () => {
    const result = await db.scenario(async (tx) => {
      await ready(tx);
      await tx.query('update private.publish_config set build_hook_url = null');
      await editHero(tx, 'Nowhere to go');
      const sent = await runPublishJob(tx, 1);
      const { rows } = await tx.query<{ deploys: number }>(
        'select deploys_this_month as deploys from private.publish_plan()',
      );
      return { sent, deploys: rows[0]!.deploys, queued: (await queuedHookCalls(tx)).length };
    });
    expect(result).toEqual({ sent: null, deploys: 0, queued: 0 });
  });

  it('a call overdue by more than a minute is reported as the publish job not running', async () => {
    const failure = await db.scenario(async (tx) => {
      await ready(tx);
      await editHero(tx, 'Nobody runs the job');
      await tx.exec(`update public.site_publish set updated_at = now() - interval '5 minutes';
        update private.publish_state set behind_since = now() - interval '5 minutes'`);
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ error: string }>('select error from public.build_hook_failure()'),
      );
      return rows;
    });
    expect(failure).toEqual([
      { error: 'not called: the scheduled publish job is not running (is pg_cron enabled?)' },
    ]);
  });

  it('the migrations schedule the publish job every 10 seconds', async () => {
    const { rows } = await db.scenario((tx) =>
      tx.query('select schedule, command, active from cron.job where jobname = $1', [publishJob]),
    );
    expect(rows).toEqual([
      { schedule: '10 seconds', command: 'select private.publish_due_changes()', active: true },
    ]);
  });
});
