import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type Sql, type TestDatabase } from './harness.ts';
import { hookUrl, request, submit } from './booking-support.ts';

/**
 * The owner's side of booking requests: a status change is the editors' checked update (a stale
 * one writes nothing), and a failing notification webhook is recorded for the Bookings page.
 */

interface Failure {
  failing_since: Date;
  last_failed_at: Date;
  error: string;
  failures: number;
}

/** What the admin's booking_hook_failure() answers. */
async function hookFailure(tx: Scenario): Promise<Failure[]> {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<Failure>('select * from public.booking_hook_failure()'),
  );
  return rows;
}

/** Stores a request (its notification queued) and answers the pg_net request id of that call. */
async function notified(tx: Scenario, phone: string): Promise<number> {
  expect(await submit(tx, request({ phone }))).toBe('ok');
  const { rows } = await tx.query<{ id: number }>(
    'select max(id)::int as id from net.http_request_queue where url = $1',
    [hookUrl],
  );
  return rows[0]!.id;
}

/** Records what the receiver answered to call `id`, as pg_net's worker does. */
async function answered(sql: Sql, id: number, status: number | null, error: string | null = null) {
  await sql.query(
    'insert into net._http_response (id, status_code, error_msg) values ($1, $2, $3)',
    [id, status, error],
  );
}

/** Moves a call back in time, so "since when" has something to tell apart. */
async function calledAgo(sql: Sql, id: number, hours: number) {
  await sql.query(
    `update private.booking_hook_calls set called_at = now() - make_interval(hours => $2)
     where request_id = $1`,
    [id, hours],
  );
}

describe.each(drivers)('booking administration on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('of two status changes made from the same version, the second is refused and writes nothing', async () => {
    const result = await db.scenario(async (tx) => {
      expect(await submit(tx, request())).toBe('ok');
      // Read a minute ago by both admins: in one transaction now() does not move, so the row's
      // stamp is set back (past its updated_at trigger) for the first change to move it.
      await tx.exec(`alter table public.booking_requests disable trigger booking_requests_set_updated_at;
        update public.booking_requests set updated_at = now() - interval '1 minute';
        alter table public.booking_requests enable trigger booking_requests_set_updated_at`);
      // As text, to the microsecond, as the data API hands it to the admin's browser.
      const { rows } = await tx.query<{ id: string; updated_at: string }>(
        'select id, updated_at::text from public.booking_requests',
      );
      const { id, updated_at: baseline } = rows[0]!;
      const change = (status: string) =>
        tx.as('admin', (sql) =>
          sql.query(
            'update public.booking_requests set status = $1 where id = $2 and updated_at = $3::timestamptz returning status',
            [status, id, baseline],
          ),
        );
      const first = (await change('confirmed')).rowCount;
      const second = (await change('cancelled')).rowCount;
      const now = await tx.as('admin', (sql) =>
        sql.query<{ status: string; moved: boolean }>(
          'select status, updated_at <> $2::timestamptz as moved from public.booking_requests where id = $1',
          [id, baseline],
        ),
      );
      return { first, second, now: now.rows };
    });
    expect(result).toEqual({ first: 1, second: 0, now: [{ status: 'confirmed', moved: true }] });
  });

  it('with no webhook or no answer yet, there is no failure to show', async () => {
    const result = await db.scenario(async (tx) => {
      await notified(tx, '(703) 555-0101');
      const without = await hookFailure(tx);
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      await notified(tx, '(703) 555-0102');
      return { without, pending: await hookFailure(tx) };
    });
    expect(result).toEqual({ without: [], pending: [] });
  });

  it('a refused and an unreachable call are shown with since when, the last error and how many', async () => {
    const failures = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      const first = await notified(tx, '(703) 555-0103');
      const second = await notified(tx, '(703) 555-0104');
      await answered(tx, first, 500);
      await answered(tx, second, null, "Couldn't connect to server");
      await calledAgo(tx, first, 3);
      await calledAgo(tx, second, 1);
      const { rows } = await tx.query<{ since: Date; last: Date }>(
        `select now() - interval '3 hours' as since, now() - interval '1 hour' as last`,
      );
      return { rows: await hookFailure(tx), expected: rows[0]! };
    });
    expect(failures.rows).toEqual([
      {
        failing_since: failures.expected.since,
        last_failed_at: failures.expected.last,
        error: "Couldn't connect to server",
        failures: 2,
      },
    ]);
  });

  it('a call that goes through ends the failure, and older calls are forgotten', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      const failed = await notified(tx, '(703) 555-0105');
      await answered(tx, failed, 404);
      const during = (await hookFailure(tx)).map((row) => row.error);
      const ok = await notified(tx, '(703) 555-0106');
      const pending = (await hookFailure(tx)).map((row) => row.error);
      await answered(tx, ok, 200);
      const after = await hookFailure(tx);
      const { rows } = await tx.query<{ n: number }>(
        'select count(*)::int as n from private.booking_hook_calls',
      );
      return { during, pending, after, kept: rows[0]!.n };
    });
    expect(result).toEqual({
      during: ['the webhook answered HTTP 404'],
      pending: ['the webhook answered HTTP 404'],
      after: [],
      kept: 1,
    });
  });

  it('a new failure after a success starts a new count', async () => {
    const failures = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      await answered(tx, await notified(tx, '(703) 555-0107'), 500);
      await answered(tx, await notified(tx, '(703) 555-0108'), 202);
      await answered(tx, await notified(tx, '(703) 555-0109'), 503);
      return (await hookFailure(tx)).map(({ error, failures }) => ({ error, failures }));
    });
    expect(failures).toEqual([{ error: 'the webhook answered HTTP 503', failures: 1 }]);
  });

  it.each([
    ['anon', '42501'],
    ['user', '42501'],
  ] as const)('%s cannot read the notification status', async (who, code) => {
    const result = await db.scenario((tx) =>
      outcome(() => tx.as(who, (sql) => sql.query('select * from public.booking_hook_failure()'))),
    );
    expect(result).toBe(code);
  });
});

describe.each(drivers)('booking notifications without pg_net on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open({ net: false });
  });
  afterAll(() => db?.close());

  it('a call that cannot even be queued is recorded at once, and the request is stored', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      const answer = await submit(tx, request());
      const { rows } = await tx.query<{ n: number }>(
        'select count(*)::int as n from public.booking_requests',
      );
      const failures = (await hookFailure(tx)).map(({ failures, error }) => ({
        failures,
        net: /net/.test(error),
      }));
      return { answer, stored: rows[0]!.n, failures };
    });
    expect(result).toEqual({ answer: 'ok', stored: 1, failures: [{ failures: 1, net: true }] });
  });
});
