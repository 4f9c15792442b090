import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type Scenario, type Sql, type TestDatabase, type Who } from './harness.ts';

/**
 * Booking requests (issue 14): the public submits through request_booking() only, never reads or
 * changes a request; bad input is refused with a code and leaves no row; each stored request
 * queues one webhook call, a refused one none.
 */

const hookUrl = 'https://hooks.example.com/booking';
const day = 24 * 3600 * 1000;

/** A valid submission two days ahead, 10:00–12:00 UTC; `over` changes or adds arguments. */
function request(over: Record<string, unknown> = {}): Record<string, unknown> {
  const start = new Date(Math.ceil(Date.now() / day) * day + 2 * day + 10 * 3600 * 1000);
  return {
    language: 'en',
    vehicle_size: 'suv_2_rows',
    package_type: 'gold',
    add_ons: ['Pet Hair Removal'],
    estimate: '$200 + extra fee',
    service_mode: 'mobile',
    address: '22030',
    window1_start: start.toISOString(),
    window1_end: new Date(start.getTime() + 2 * 3600 * 1000).toISOString(),
    name: 'Ana Díaz',
    phone: '(703) 555-0142',
    email: null,
    notes: 'Dog hair on the back seats',
    consent: true,
    website: null,
    ...over,
  };
}

/** Calls the public RPC as `who` with named arguments, as PostgREST does; answers the error message or 'ok'. */
async function submit(
  tx: Scenario,
  args: Record<string, unknown>,
  who: Who = 'anon',
  ip = '203.0.113.7',
) {
  const names = Object.keys(args);
  const call = `select public.request_booking(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`;
  try {
    await tx.as(who, async (sql) => {
      await sql.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ 'x-forwarded-for': `${ip}, 10.0.0.1` }),
      ]);
      await sql.query(call, Object.values(args));
    });
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

async function count(sql: Sql, table = 'public.booking_requests'): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

async function hookCalls(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'select count(*)::int as n from net.http_request_queue where url = $1',
    [hookUrl],
  );
  return rows[0]!.n;
}

describe.each(drivers)('booking requests on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('a valid request from a visitor is stored as new, with what the visitor chose', async () => {
    const rows = await db.scenario(async (tx) => {
      expect(await submit(tx, request())).toBe('ok');
      return (
        await tx.query(
          'select status, vehicle_size, package_type, add_ons, service_mode, phone from public.booking_requests',
        )
      ).rows;
    });
    expect(rows).toEqual([
      {
        status: 'new',
        vehicle_size: 'suv_2_rows',
        package_type: 'gold',
        add_ons: ['Pet Hair Removal'],
        service_mode: 'mobile',
        phone: '(703) 555-0142',
      },
    ]);
  });

  it.each(['anon', 'user'] as const)('%s cannot read, update or delete a request', async (who) => {
    const seen = await db.scenario(async (tx) => {
      await submit(tx, request());
      return tx.as(who, async (sql) => ({
        read: (await sql.query('select * from public.booking_requests')).rows.length,
        updated: (await sql.query("update public.booking_requests set status = 'done'")).rowCount,
        deleted: (await sql.query('delete from public.booking_requests')).rowCount,
      }));
    });
    expect(seen).toEqual({ read: 0, updated: 0, deleted: 0 });
  });

  it.each(['anon', 'user', 'admin'] as const)(
    '%s cannot insert a request directly',
    async (who) => {
      const result = await db.scenario(async (tx) =>
        submit(tx, {}, who).then(() =>
          tx
            .as(who, (sql) =>
              sql.query(
                `insert into public.booking_requests (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, consent)
               values ('en', 'sedan', 'in_shop', now() + interval '1 day', now() + interval '25 hours', 'X', '7035550142', true)`,
              ),
            )
            .then(
              () => 'ok',
              (error: { code?: string }) => error.code,
            ),
        ),
      );
      expect(result).toBe('42501');
    },
  );

  it('an admin reads, changes the status of and deletes requests', async () => {
    const result = await db.scenario(async (tx) => {
      await submit(tx, request());
      return tx.as('admin', async (sql) => ({
        read: (await sql.query('select * from public.booking_requests')).rows.length,
        updated: (await sql.query("update public.booking_requests set status = 'confirmed'"))
          .rowCount,
        deleted: (await sql.query('delete from public.booking_requests')).rowCount,
      }));
    });
    expect(result).toEqual({ read: 1, updated: 1, deleted: 1 });
  });

  it.each([
    ['no phone and no e-mail', { phone: null, email: '  ' }, 'contact_required'],
    [
      'a window in the past',
      { window1_start: '2020-01-01T10:00:00Z', window1_end: '2020-01-01T12:00:00Z' },
      'date_in_past',
    ],
    ['an unknown vehicle size', { vehicle_size: 'truck' }, 'invalid_field'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name_required'],
    ['a window ending before it starts', { window1_end: '2020-01-01T00:00:00Z' }, 'invalid_window'],
    ['10 KB of notes', { notes: 'n'.repeat(10240) }, 'notes_too_long'],
    ['a malformed phone', { phone: 'call me' }, 'invalid_phone'],
    ['a malformed e-mail', { email: 'ana@', phone: null }, 'invalid_email'],
    ['mobile service without an address', { address: null }, 'address_required'],
    ['no consent', { consent: false }, 'consent_required'],
  ])('%s is refused with a code and no row is written', async (_what, over, code) => {
    const result = await db.scenario(async (tx) => ({
      answer: await submit(tx, request(over)),
      rows: await count(tx),
    }));
    expect(result).toEqual({ answer: code, rows: 0 });
  });

  it('a filled honeypot is answered as received but nothing is stored or notified', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      return {
        answer: await submit(tx, request({ website: 'https://spam.example' })),
        rows: await count(tx),
        calls: await hookCalls(tx),
      };
    });
    expect(result).toEqual({ answer: 'ok', rows: 0, calls: 0 });
  });

  it('a burst of 20 from one client stores 10 and refuses the rest as rate limited', async () => {
    const result = await db.scenario(async (tx) => {
      const answers: string[] = [];
      for (let i = 0; i < 20; i++) {
        answers.push(
          await submit(tx, request({ phone: `(703) 555-01${String(i).padStart(2, '0')}` })),
        );
      }
      const other = await submit(tx, request({ phone: '(571) 555-0199' }), 'anon', '198.51.100.9');
      return { answers, other, rows: await count(tx) };
    });
    expect(result.answers.filter((a) => a === 'ok')).toHaveLength(10);
    expect(result.answers.slice(10)).toEqual(Array(10).fill('rate_limited'));
    expect(result.other).toBe('ok');
    expect(result.rows).toBe(11);
  });

  it('a fourth request in a day for one phone number is refused, from any address', async () => {
    const result = await db.scenario(async (tx) => {
      const answers = [];
      for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
        answers.push(await submit(tx, request({ phone: '+1 703 555 0142' }), 'anon', ip));
      }
      return { answers, rows: await count(tx) };
    });
    expect(result).toEqual({ answers: ['ok', 'ok', 'ok', 'rate_limited'], rows: 3 });
  });

  it('the webhook gets one call per stored request and none for refused ones', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.query('update private.booking_config set webhook_url = $1', [hookUrl]);
      await submit(tx, request());
      await submit(tx, request({ phone: null, email: 'ana@example.com' }));
      await submit(tx, request({ phone: null }));
      await submit(tx, request({ notes: 'n'.repeat(10240) }));
      const { rows } = await tx.query<{ summary: string }>(
        `select convert_from(body, 'utf8')::jsonb ->> 'summary' as summary
         from net.http_request_queue where url = $1 order by id limit 1`,
        [hookUrl],
      );
      return { rows: await count(tx), calls: await hookCalls(tx), summary: rows[0]?.summary };
    });
    expect(result.rows).toBe(2);
    expect(result.calls).toBe(2);
    expect(result.summary).toMatch(
      /^New booking request from Ana Díaz, Gold, suv 2 rows, mobile, /,
    );
  });

  it('the webhook URL is not readable through the API, admins included', async () => {
    const codes = await db.scenario(async (tx) => {
      const answers = [];
      for (const who of ['anon', 'user', 'admin'] as const) {
        answers.push(
          await tx
            .as(who, (sql) => sql.query('select * from private.booking_config'))
            .then(
              () => 'ok',
              (error: { code?: string }) => error.code,
            ),
        );
      }
      return answers;
    });
    expect(codes).toEqual(['42501', '42501', '42501']);
  });

  it('an admin purges requests older than the 24-month retention; others may not', async () => {
    const result = await db.scenario(async (tx) => {
      await submit(tx, request());
      await submit(tx, request({ phone: '(571) 555-0100' }));
      await tx.exec(
        "update public.booking_requests set created_at = now() - interval '25 months' where phone = '(571) 555-0100'",
      );
      const anon = await tx
        .as('anon', (sql) => sql.query('select public.purge_booking_requests()'))
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        );
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ purged: number; months: number }>(
          'select public.purge_booking_requests() as purged, public.booking_retention_months() as months',
        ),
      );
      return { anon, ...rows[0], left: await count(tx) };
    });
    expect(result).toEqual({ anon: '42501', purged: 1, months: 24, left: 1 });
  });
});
