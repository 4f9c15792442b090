import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type TestDatabase, type Who } from './harness.ts';
import { request, submit } from './booking-support.ts';

/**
 * The owner's note on a booking request (docs/product.md#bookings): an admin writes and clears it
 * with the request's checked update; nobody else reads or writes it, the visitor's
 * request_booking() cannot set it, and the notification webhook never carries it.
 */

/** Sets the one stored request's note as `who`: the rows the update changed. */
async function setNote(tx: Scenario, who: Who, note: string | null): Promise<number> {
  const { rowCount } = await tx.as(who, (sql) =>
    sql.query('update public.booking_requests set owner_note = $1', [note]),
  );
  return rowCount ?? 0;
}

/** The stored request's note, read as the database owner. */
async function storedNote(tx: Scenario): Promise<string | null> {
  const { rows } = await tx.query<{ owner_note: string | null }>(
    'select owner_note from public.booking_requests',
  );
  return rows[0]!.owner_note;
}

describe.each(drivers)('the owner’s note on booking requests on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('a new request has no note; an admin sets it, with its status, and clears it', async () => {
    const result = await db.scenario(async (tx) => {
      expect(await submit(tx, request())).toBe('ok');
      const fresh = await storedNote(tx);
      const note = 'Sat Dec 5, 10 AM at the shop\ngate code 4412, quoted $220';
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ status: string; owner_note: string }>(
          'update public.booking_requests set status = $1, owner_note = $2 returning status, owner_note',
          ['confirmed', `  ${note}\n`],
        ),
      );
      const read = await tx.as('admin', (sql) =>
        sql.query<{ owner_note: string }>('select owner_note from public.booking_requests'),
      );
      await setNote(tx, 'admin', ' \n ');
      const emptied = await storedNote(tx);
      await setNote(tx, 'admin', 'Quoted $220');
      await setNote(tx, 'admin', null);
      return { fresh, saved: rows, read: read.rows, emptied, cleared: await storedNote(tx) };
    });
    expect(result).toEqual({
      fresh: null,
      saved: [
        {
          status: 'confirmed',
          owner_note: 'Sat Dec 5, 10 AM at the shop\ngate code 4412, quoted $220',
        },
      ],
      read: [{ owner_note: 'Sat Dec 5, 10 AM at the shop\ngate code 4412, quoted $220' }],
      emptied: null,
      cleared: null,
    });
  });

  it('a visitor and a signed-in non-admin neither read nor write the note', async () => {
    const result = await db.scenario(async (tx) => {
      expect(await submit(tx, request())).toBe('ok');
      await setNote(tx, 'admin', 'Gate code 4412');
      const seen: Record<string, unknown> = {};
      for (const who of ['anon', 'user'] as const) {
        const { rows } = await tx.as(who, (sql) =>
          sql.query('select owner_note from public.booking_requests'),
        );
        seen[who] = { rows, updated: await setNote(tx, who, 'Overwritten') };
      }
      return { seen, note: await storedNote(tx) };
    });
    expect(result).toEqual({
      seen: { anon: { rows: [], updated: 0 }, user: { rows: [], updated: 0 } },
      note: 'Gate code 4412',
    });
  });

  it('a note over 2,000 characters is refused; 2,000 are stored', async () => {
    const result = await db.scenario(async (tx) => {
      expect(await submit(tx, request())).toBe('ok');
      const long = await outcome(() => setNote(tx, 'admin', 'x'.repeat(2001)));
      const longest = await outcome(() => setNote(tx, 'admin', 'x'.repeat(2000)));
      return { long, longest, length: (await storedNote(tx))?.length };
    });
    expect(result).toEqual({ long: '23514', longest: 'ok', length: 2000 });
  });

  it('request_booking() has no way to set the note, and the notification does not carry it', async () => {
    const result = await db.scenario(async (tx) => {
      const refused = await submit(tx, request({ owner_note: 'Free wash' }));
      expect(await submit(tx, request())).toBe('ok');
      await setNote(tx, 'admin', 'Gate code 4412');
      const { rows } = await tx.query<{ body: string }>(
        'select private.booking_notification(r)::text as body from public.booking_requests r',
      );
      return { refused, note: await storedNote(tx), body: rows[0]!.body };
    });
    expect(result.refused).toMatch(/function public\.request_booking\(.*\) does not exist/);
    expect(result.note).toBe('Gate code 4412');
    expect(result.body).not.toContain('4412');
    expect(result.body).not.toContain('owner_note');
  });
});
