import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type TestDatabase } from './harness.ts';
import { count, request, submit } from './booking-support.ts';

/**
 * Requests turned away by the booking rate limits (docs/product.md#bookings) are counted for the
 * owner, by the hour and without who sent them, and only admins read the count of the last 7 days.
 */

/** What the admin's count_turned_away_booking_requests() answers. */
async function turnedAway(tx: Scenario): Promise<number> {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<{ n: number }>('select public.count_turned_away_booking_requests() as n'),
  );
  return rows[0]!.n;
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
