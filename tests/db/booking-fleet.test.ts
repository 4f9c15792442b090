import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from './harness.ts';
import { count, hookUrl, request, submit } from './booking-support.ts';

/**
 * A fleet request (docs/product.md#booking-form): several vehicles, counted from 2 to 500, stored
 * with no size and no estimate (the owner quotes it), and named so in the owner's notification.
 */

const fleet = (vehicle_count: unknown) =>
  request({ vehicle_size: 'fleet', vehicle_count, estimate: null });

describe.each(drivers)('fleet requests on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('a fleet of 8 is stored with its count, no size and no estimate, and the notification names it', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      // An estimate sent for a fleet is not kept: the owner quotes it.
      const answer = await submit(tx, { ...fleet(8), estimate: '$200' });
      const { rows } = await tx.query(
        'select vehicle_size, vehicle_count, estimate from public.booking_requests',
      );
      const summary = await tx.query<{ summary: string }>(
        `select convert_from(body, 'utf8')::jsonb ->> 'summary' as summary
         from net.http_request_queue where url = $1`,
        [hookUrl],
      );
      return { answer, rows, summary: summary.rows[0]?.summary };
    });
    expect(result.answer).toBe('ok');
    expect(result.rows).toEqual([{ vehicle_size: null, vehicle_count: 8, estimate: null }]);
    expect(result.summary).toContain(', Gold, fleet of 8 vehicles, mobile, ');
  });

  it.each([
    ['no count', null],
    ['one vehicle', 1],
    ['501 vehicles', 501],
    ['a negative count', -3],
  ])('a fleet with %s is refused as invalid_vehicle_count', async (_what, vehicleCount) => {
    const result = await db.scenario(async (tx) => ({
      answer: await submit(tx, fleet(vehicleCount)),
      rows: await count(tx),
    }));
    expect(result).toEqual({ answer: 'invalid_vehicle_count', rows: 0 });
  });

  it('a count for one vehicle of a size is refused as invalid_vehicle_count', async () => {
    const result = await db.scenario(async (tx) => ({
      answer: await submit(tx, request({ vehicle_count: 6 })),
      rows: await count(tx),
    }));
    expect(result).toEqual({ answer: 'invalid_vehicle_count', rows: 0 });
  });

  it('the table refuses a fleet row written directly with a bad count or an estimate, or a size with a count', async () => {
    const insert = (size: string | null, vehicles: number | null, estimate: string | null) =>
      db.scenario((tx) =>
        tx
          .query(
            `insert into public.booking_requests (language, vehicle_size, vehicle_count, estimate, service_mode, window1_start, window1_end, name, phone, consent)
             values ('en', $1, $2, $3, 'in_shop', now() + interval '1 day', now() + interval '25 hours', 'Ana', '+17035550142', true)`,
            [size, vehicles, estimate],
          )
          .then(
            () => 'ok',
            (error: { constraint?: string }) => error.constraint,
          ),
      );
    expect(await insert(null, null, null)).toBe('booking_requests_fleet_check');
    expect(await insert(null, 501, null)).toBe('booking_requests_fleet_check');
    expect(await insert(null, 8, '$200')).toBe('booking_requests_fleet_check');
    expect(await insert('sedan', 8, null)).toBe('booking_requests_fleet_check');
    expect(await insert(null, 500, null)).toBe('ok');
    expect(await insert('sedan', null, '$200')).toBe('ok');
  });
});
