import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type TestDatabase } from './harness.ts';
import { count, request, submit } from './booking-support.ts';

/**
 * Requests turned away by the booking rate limits (docs/product.md#bookings) are counted for the
 * owner, by the hour and without who sent them, and only admins read the count of the last 7 days,
 * with the latest hour that had one and its number (what tells a refusal after a dismissal).
 */

/** What the admin's count_turned_away_booking_requests() answers: one row. */
interface TurnedAway {
  requests: number;
  latest_hour: Date | null;
  latest_hour_requests: number;
}

async function answer(tx: Scenario): Promise<TurnedAway> {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<TurnedAway>('select * from public.count_turned_away_booking_requests()'),
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** How many the admin's count_turned_away_booking_requests() says were turned away. */
async function turnedAway(tx: Scenario): Promise<number> {
  return (await answer(tx)).requests;
}

/** The hour a refusal made now is counted in. */
async function thisHour(tx: Scenario): Promise<Date> {
  const { rows } = await tx.query<{ hour: Date }>("select date_trunc('hour', now()) as hour");
  return rows[0]!.hour;
}

/** `n` requests from one client address, each with a phone of its own. */
async function burst(tx: Scenario, n: number): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < n; i++) {
    answers.push(await submit(tx, request({ phone: `(703) 555-01${String(i).padStart(2, '0')}` })));
  }
  return answers;
}

describe.each(drivers)('turned-away booking requests on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('each request over a limit (per address or per contact) is refused as before and counted', async () => {
    const result = await db.scenario(async (tx) => {
      const before = await turnedAway(tx);
      const answers = await burst(tx, 12);
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
        answers.push(await submit(tx, request({ phone: '(571) 555-0142' }), 'anon', ip));
      }
      return { before, answers, rows: await count(tx), turnedAway: await turnedAway(tx) };
    });
    expect(result).toEqual({
      before: 0,
      answers: [
        ...Array(10).fill('ok'),
        'rate_limited',
        'rate_limited',
        ...Array(3).fill('ok'),
        'rate_limited',
      ],
      rows: 13,
      turnedAway: 3,
    });
  });

  it('the count keeps an hour and a number, nothing about who sent the requests', async () => {
    const rows = await db.scenario(async (tx) => {
      await burst(tx, 13);
      return (await tx.query('select * from private.booking_turned_away')).rows;
    });
    expect(rows).toEqual([{ hour: expect.any(Date), requests: 3 }]);
  });

  it('counts the last 7 days, and a refusal prunes the hours older than that', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query(
        `insert into private.booking_turned_away (hour, requests) values
           (date_trunc('hour', now()) - interval '8 days', 5),
           (date_trunc('hour', now()) - interval '6 days', 2)`,
      );
      const before = await turnedAway(tx);
      await burst(tx, 11);
      const { rows } = await tx.query<{ n: number }>(
        'select count(*)::int as n from private.booking_turned_away',
      );
      return { before, after: await turnedAway(tx), hours: rows[0]!.n };
    });
    expect(result).toEqual({ before: 2, after: 3, hours: 2 });
  });

  it('answers the latest hour with a refusal and its number, which a later refusal raises', async () => {
    const result = await db.scenario(async (tx) => {
      const none = await answer(tx);
      await tx.query(
        `insert into private.booking_turned_away (hour, requests) values
           (date_trunc('hour', now()) - interval '8 days', 5),
           (date_trunc('hour', now()) - interval '3 hours', 4)`,
      );
      const earlier = await answer(tx);
      await burst(tx, 11);
      const first = await answer(tx);
      await submit(tx, request({ phone: '(703) 555-0199' }));
      const second = await answer(tx);
      return { none, earlier, first, second, hour: await thisHour(tx) };
    });
    const { hour } = result;
    const threeHoursBefore = new Date(hour.getTime() - 3 * 3600 * 1000);
    expect(result).toEqual({
      none: { requests: 0, latest_hour: null, latest_hour_requests: 0 },
      // The hour 8 days back is outside the 7 days: neither counted nor the latest.
      earlier: { requests: 4, latest_hour: threeHoursBefore, latest_hour_requests: 4 },
      first: { requests: 5, latest_hour: hour, latest_hour_requests: 1 },
      // Another in the same hour: the same latest hour, with a bigger number.
      second: { requests: 6, latest_hour: hour, latest_hour_requests: 2 },
      hour,
    });
  });

  it.each(['anon', 'user'] as const)('%s can read neither the count nor its table', async (who) => {
    const result = await db.scenario(async (tx) => {
      await burst(tx, 11);
      return {
        count: await outcome(() =>
          tx.as(who, (sql) => sql.query('select public.count_turned_away_booking_requests()')),
        ),
        table: await outcome(() =>
          tx.as(who, (sql) => sql.query('select * from private.booking_turned_away')),
        ),
      };
    });
    expect(result).toEqual({ count: '42501', table: '42501' });
  });
});
