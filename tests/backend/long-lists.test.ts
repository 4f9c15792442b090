import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxRows } from '../../supabase/local/settings.ts';
import { client, signedInClientModule, startBackend, type TestBackend } from './support.ts';

/**
 * Hosted Supabase answers a data-API read with at most `max_rows` rows (supabase/config.toml), with
 * no error: the local backend cuts reads the same way, and the Bookings page's list, which can pass
 * that over the retention period, reads every request in pages (src/lib/data/booking-requests.ts).
 */

let backend: TestBackend;
const stored = maxRows + 25;

beforeAll(async () => {
  backend = await startBackend();
  // Requests from a busy season, one a minute, written as the owner (visitors go through
  // request_booking, which rate-limits them).
  await backend.db.asOwner((tx) =>
    tx.query(
      `insert into public.booking_requests
         (language, vehicle_size, service_mode, window1_start, window1_end, name, phone, consent, created_at)
       select 'en', 'sedan', 'in_shop', now() + interval '2 days', now() + interval '2 days 2 hours',
              'Customer ' || n, '+1703555' || lpad((n % 10000)::text, 4, '0'), true,
              now() - n * interval '1 minute'
       from generate_series(1, $1) as n`,
      [stored],
    ),
  );
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await backend.cleanup();
});

describe('a long table', () => {
  it("is cut at max_rows by a plain read, as hosted Supabase's data API cuts it", async () => {
    const config = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    expect(Number(/^max_rows = (\d+)$/m.exec(config)?.[1])).toBe(maxRows);
    const service = client(backend, backend.serviceRoleKey);
    const { data, count, error } = await service
      .from('booking_requests')
      .select('id', { count: 'exact' });
    expect(error).toBeNull();
    expect({ rows: data?.length, count }).toEqual({ rows: maxRows, count: stored });
    const asked = await service.from('booking_requests').select('id').limit(stored);
    expect(asked.data?.length).toBe(maxRows);
  });

  it("is read whole by the Bookings page's data module, newest first", async () => {
    await signedInClientModule(backend, 'bookings-admin', true);
    const { listBookingRequests } = await import('../../src/lib/data/booking-requests.ts');

    const requests = await listBookingRequests();
    expect(requests).toHaveLength(stored);
    expect(new Set(requests.map((request) => request.id)).size).toBe(stored);
    expect(requests[0]!.name).toBe('Customer 1');
    expect(requests.at(-1)!.name).toBe(`Customer ${stored}`);
    expect(await listBookingRequests('new')).toHaveLength(stored);
    expect(await listBookingRequests('done')).toHaveLength(0);
  });
});
