import type { Scenario, Sql, Who } from './harness.ts';

/** What the booking tests share: a valid request, the RPC call as PostgREST makes it, counts. */

/** The booking webhook URL the tests configure. */
export const hookUrl = 'https://hooks.example.com/booking';

/** One day in milliseconds. */
export const day = 24 * 3600 * 1000;

/**
 * A valid submission two days ahead, 15:00–17:00 UTC (late morning in New York, within any
 * sensible opening hours); `over` changes or adds arguments.
 */
export function request(over: Record<string, unknown> = {}): Record<string, unknown> {
  const start = new Date(Math.ceil(Date.now() / day) * day + 2 * day + 15 * 3600 * 1000);
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

/**
 * Calls the public RPC as `who` with named arguments, as PostgREST does; answers the error message
 * (or the code of a refusal answered rather than raised, as rate_limited is) or 'ok'. The client's address `ip` is the last X-Forwarded-For entry, as the platform's proxy
 * appends it after whatever the client wrote (`headers` replaces them all).
 */
export async function submit(
  tx: Scenario,
  args: Record<string, unknown>,
  who: Who = 'anon',
  ip = '203.0.113.7',
  headers: Record<string, string> = { 'x-forwarded-for': `10.0.0.1, ${ip}` },
) {
  const names = Object.keys(args);
  const call = `select public.request_booking(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`;
  try {
    const answer = await tx.as(who, async (sql) => {
      await sql.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      const { rows } = await sql.query<{ request_booking: { refused?: string } }>(
        call,
        Object.values(args),
      );
      return rows[0]!.request_booking;
    });
    return answer.refused ?? 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Rows in `table` (the booking requests unless named). */
export async function count(sql: Sql, table = 'public.booking_requests'): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

/** Calls queued for the booking webhook. */
export async function hookCalls(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    'select count(*)::int as n from net.http_request_queue where url = $1',
    [hookUrl],
  );
  return rows[0]!.n;
}
