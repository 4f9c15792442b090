import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type Scenario, type TestDatabase, type Who } from './harness.ts';

/**
 * The booking retention period is the public site setting booking_retention_months
 * (docs/product.md#bookings): the purge deletes only requests older than it (24 months without the
 * row), the database refuses a value that is not whole months 1–120, and only an admin may purge or
 * count the requests the purge would delete (the Overview's reminder).
 */

const key = 'booking_retention_months';

/** Stores a request sent `monthsAgo` months ago (as the owner, so created_at can be set). */
async function requestSent(tx: Scenario, name: string, monthsAgo: number) {
  await tx.query(
    `insert into public.booking_requests
       (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, consent, created_at)
     values ('en', 'sedan', 'in_shop', now() + interval '2 days', now() + interval '2 days 2 hours',
             $1, '+17035550142', true, now() - make_interval(months => $2))`,
    [name, monthsAgo],
  );
}

/** The names of the requests still stored, sorted. */
async function remaining(tx: Scenario): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    'select name from public.booking_requests order by name',
  );
  return rows.map((row) => row.name);
}

/** Runs the purge as `who`: how many rows it deleted, or the error code. */
async function purge(tx: Scenario, who: Who): Promise<number | string> {
  return tx
    .as(who, (sql) =>
      sql.query<{ purged: number }>('select public.purge_booking_requests() as purged'),
    )
    .then(
      ({ rows }) => rows[0]!.purged,
      (error: { code?: string }) => error.code ?? 'error',
    );
}

/** Counts the requests older than the period as `who`: the number, or the error code. */
async function countOverdue(tx: Scenario, who: Who): Promise<number | string> {
  return tx
    .as(who, (sql) =>
      sql.query<{ overdue: number }>('select public.count_overdue_booking_requests() as overdue'),
    )
    .then(
      ({ rows }) => rows[0]!.overdue,
      (error: { code?: string }) => error.code ?? 'error',
    );
}

/** Saves the setting as an admin would (through RLS): 'ok' or the error code. */
async function saveSetting(tx: Scenario, value: string, who: Who = 'admin'): Promise<string> {
  return tx
    .as(who, (sql) =>
      sql.query(
        `insert into public.site_settings (key, value, category) values ($1, $2, 'bookings')
         on conflict (key) do update set value = excluded.value`,
        [key, value],
      ),
    )
    .then(
      () => 'ok',
      (error: { code?: string }) => error.code ?? 'error',
    );
}

describe.each(drivers)('booking retention setting on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('the purge deletes only requests older than the months the owner set', async () => {
    const result = await db.scenario(async (tx) => {
      expect(await saveSetting(tx, '6')).toBe('ok');
      await requestSent(tx, 'Ana seven months', 7);
      await requestSent(tx, 'Ben five months', 5);
      await requestSent(tx, 'Cal today', 0);
      return { purged: await purge(tx, 'admin'), left: await remaining(tx) };
    });
    expect(result).toEqual({ purged: 1, left: ['Ben five months', 'Cal today'] });
  });

  it('without the setting the purge keeps 24 months', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('delete from public.site_settings where key = $1', [key]);
      await requestSent(tx, 'Ana 25 months', 25);
      await requestSent(tx, 'Ben 23 months', 23);
      return { purged: await purge(tx, 'admin'), left: await remaining(tx) };
    });
    expect(result).toEqual({ purged: 1, left: ['Ben 23 months'] });
  });

  it('an admin counts exactly the requests the purge then deletes, in calendar months', async () => {
    const result = await db.scenario(async (tx) => {
      expect(await saveSetting(tx, '6')).toBe('ok');
      await requestSent(tx, 'Ana seven months', 7);
      await requestSent(tx, 'Ben six months and a day', 6);
      await tx.query(
        `update public.booking_requests set created_at = created_at - interval '1 day'
         where name = 'Ben six months and a day'`,
      );
      await requestSent(tx, 'Cal 179 days', 0);
      await tx.query(
        `update public.booking_requests set created_at = now() - interval '179 days'
         where name = 'Cal 179 days'`,
      );
      // now() is fixed within the transaction, so this one is exactly six months old: not older.
      await requestSent(tx, 'Dee six months to the moment', 6);
      await requestSent(tx, 'Eve today', 0);
      const before = await countOverdue(tx, 'admin');
      const purged = await purge(tx, 'admin');
      return { before, purged, after: await countOverdue(tx, 'admin'), left: await remaining(tx) };
    });
    // 179 days is less than six calendar months whatever today is (no six months are that short).
    expect(result).toEqual({
      before: 2,
      purged: 2,
      after: 0,
      left: ['Cal 179 days', 'Dee six months to the moment', 'Eve today'],
    });
  });

  it('the count follows the 24-month default without the setting', async () => {
    const overdue = await db.scenario(async (tx) => {
      await tx.query('delete from public.site_settings where key = $1', [key]);
      await requestSent(tx, 'Ana 25 months', 25);
      await requestSent(tx, 'Ben 23 months', 23);
      return countOverdue(tx, 'admin');
    });
    expect(overdue).toBe(1);
  });

  it('visitors read the setting, as the privacy page states it', async () => {
    const seen = await db.scenario(async (tx) => {
      await saveSetting(tx, '12');
      return tx.as('anon', async (sql) => {
        const { rows } = await sql.query<{ value: string }>(
          'select value from public.site_settings where key = $1',
          [key],
        );
        return rows.map((row) => row.value);
      });
    });
    expect(seen).toEqual(['12']);
  });

  it('the database refuses a period that is not whole months from 1 to 120', async () => {
    const answers = await db.scenario(async (tx) => {
      const values = ['0', '121', 'abc', '', '6.5', ' 6', '-3', '007', '1', '120'];
      const result: Record<string, string> = {};
      for (const value of values) result[value] = await saveSetting(tx, value);
      return result;
    });
    expect(answers).toEqual({
      '0': '23514',
      '121': '23514',
      abc: '23514',
      '': '23514',
      '6.5': '23514',
      ' 6': '23514',
      '-3': '23514',
      '007': '23514',
      '1': 'ok',
      '120': 'ok',
    });
  });

  it('a visitor or a signed-in non-admin can neither purge, count old requests nor change the period', async () => {
    const result = await db.scenario(async (tx) => {
      await requestSent(tx, 'Old request', 30);
      return {
        purge: [await purge(tx, 'anon'), await purge(tx, 'user')],
        count: [await countOverdue(tx, 'anon'), await countOverdue(tx, 'user')],
        save: [await saveSetting(tx, '1', 'anon'), await saveSetting(tx, '1', 'user')],
        left: await remaining(tx),
      };
    });
    expect(result).toEqual({
      purge: ['42501', '42501'],
      count: ['42501', '42501'],
      save: ['42501', '42501'],
      left: ['Old request'],
    });
  });

  it('the retention period lives only in the setting: the old function and column are gone', async () => {
    const found = await db.scenario(async (tx) => {
      const { rows } = await tx.query<{ functions: number; columns: number }>(
        `select
           (select count(*)::int from pg_proc where proname = 'booking_retention_months') as functions,
           (select count(*)::int from information_schema.columns
             where table_schema = 'private' and table_name = 'booking_config'
               and column_name = 'retention_months') as columns`,
      );
      return rows[0];
    });
    expect(found).toEqual({ functions: 0, columns: 0 });
  });
});
