import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type TestDatabase } from './harness.ts';
import { hookUrl, runPublishJob, setHook } from './publish-support.ts';
import { tableSpecs } from './rls-matrix.ts';

/**
 * What the admin reads and sets about publishing: publish_schedule() (the plan) and
 * set_publish_settings() (quiet period, monthly budget), for admins only, with checked ranges.
 */

type Schedule = {
  live_revision: number;
  pending_revision: number | null;
  next_publish_at: Date | null;
  deploys_this_month: number;
  monthly_budget: number;
  quiet_seconds: number;
};

async function schedule(tx: Scenario): Promise<Schedule> {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<Schedule>(
      `select live_revision::int, pending_revision::int, next_publish_at, deploys_this_month,
         monthly_budget, quiet_seconds from public.publish_schedule()`,
    ),
  );
  return rows[0]!;
}

const setSettings = (tx: Scenario, quiet: unknown, budget: unknown) =>
  tx.as('admin', (sql) => sql.query('select public.set_publish_settings($1, $2)', [quiet, budget]));

describe.each(drivers)('publish schedule and settings on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('an admin reads the defaults: a 120 s quiet period and 15 deploys a month', async () => {
    const result = await db.scenario(schedule);
    expect(result).toMatchObject({ deploys_this_month: 0, monthly_budget: 15, quiet_seconds: 120 });
  });

  it('the schedule shows a waiting change, when it goes out, and the deploy once made', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.exec(tableSpecs['public.hero_content']!.fixtures[0]!);
      await setHook(tx, hookUrl);
      const { rows } = await tx.query<{ revision: number; changed: Date }>(
        'select revision::int as revision, updated_at as changed from public.site_publish',
      );
      const waiting = await schedule(tx);
      await runPublishJob(tx);
      return { ...rows[0]!, waiting, sent: await schedule(tx) };
    });
    expect(result.waiting).toMatchObject({
      live_revision: 0,
      pending_revision: result.revision,
      next_publish_at: new Date(result.changed.getTime() + 1_000),
      deploys_this_month: 0,
    });
    expect(result.sent).toMatchObject({
      live_revision: result.revision,
      pending_revision: null,
      next_publish_at: null,
    });
  });

  it('an admin changes the quiet period and the budget, and the schedule reads them back', async () => {
    const result = await db.scenario(async (tx) => {
      await setSettings(tx, 300, 20);
      return schedule(tx);
    });
    expect(result).toMatchObject({ quiet_seconds: 300, monthly_budget: 20 });
  });

  it.each([
    [0, 15, 'The quiet period must be a whole number of seconds from 1 to 3600.'],
    [3601, 15, 'The quiet period must be a whole number of seconds from 1 to 3600.'],
    [null, 15, 'The quiet period must be a whole number of seconds from 1 to 3600.'],
    [120, -1, 'The monthly deploy budget must be a whole number from 0 to 10000.'],
    [120, 10001, 'The monthly deploy budget must be a whole number from 0 to 10000.'],
  ])('refuses a quiet period of %s s with a budget of %s', async (quiet, budget, message) => {
    const result = await db.scenario(async (tx) => {
      let said = '';
      const code = await outcome(() =>
        setSettings(tx, quiet, budget).catch((error: Error) => {
          said = error.message;
          throw error;
        }),
      );
      return { code, said, kept: await schedule(tx) };
    });
    expect(result).toMatchObject({
      code: '22023',
      said: message,
      kept: { quiet_seconds: 120, monthly_budget: 15 },
    });
  });

  it('a budget of 0 is allowed: every deploy is then a Publish now', async () => {
    const result = await db.scenario(async (tx) => {
      await setSettings(tx, 1, 0);
      return schedule(tx);
    });
    expect(result).toMatchObject({ quiet_seconds: 1, monthly_budget: 0 });
  });

  it.each(['anon', 'user', 'service_role'] as const)(
    'publish_schedule and set_publish_settings refuse a caller who is not an admin (%s)',
    async (who) => {
      const codes = await db.scenario(async (tx) => ({
        read: await outcome(() =>
          tx.as(who, (sql) => sql.query('select * from public.publish_schedule()')),
        ),
        write: await outcome(() =>
          tx.as(who, (sql) => sql.query('select public.set_publish_settings(60, 30)')),
        ),
        kept: await schedule(tx),
      }));
      expect(codes).toMatchObject({
        read: '42501',
        write: '42501',
        kept: { quiet_seconds: 120, monthly_budget: 15 },
      });
    },
  );

  it('the settings are refused by the table too, whoever writes them', async () => {
    const code = await db.scenario((tx) =>
      outcome(() => tx.query('update private.publish_config set quiet_seconds = 0')),
    );
    expect(code).toBe('23514');
  });

  it.each(['anon', 'user', 'admin'] as const)(
    'the publish state and the deploy history are invisible through the API (%s)',
    async (who) => {
      const codes = await db.scenario(async (tx) => [
        await outcome(() => tx.as(who, (sql) => sql.query('select * from private.publish_state'))),
        await outcome(() => tx.as(who, (sql) => sql.query('select * from private.publish_calls'))),
      ]);
      expect(codes).toEqual(['42501', '42501']);
    },
  );
});
