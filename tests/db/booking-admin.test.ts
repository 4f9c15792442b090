import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from './harness.ts';
import { request, submit } from './booking-support.ts';

/**
 * The owner's side of booking requests: a status change is the editors' checked update (a stale one
 * writes nothing).
 */

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
});
