import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminId, drivers, outcome, userId, type TestDatabase } from './harness.ts';

describe.each(drivers)('two admins removing each other at once on $name', (driver) => {
  // A database of its own: the race needs two connections whose transactions commit.
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
    await db.committed('owner', async (sql) => {
      await sql.query('update auth.users set email_confirmed_at = now()');
      await sql.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [
        userId,
      ]);
    });
  });
  afterAll(() => db?.close());

  it('leaves one of them an admin: the last admin is never removed', async () => {
    const [first, second] = [await db.connect(), await db.connect()];
    // The first removal holds its transaction open until the second one is queued behind it (on
    // PostgreSQL: waiting for a lock), so the two overlap instead of running one after the other.
    const results = await Promise.all([
      outcome(() =>
        first.transaction('admin', async (sql) => {
          await sql.query('select public.remove_admin($1)', [userId]);
          await db.someoneWaitsForALock(3_000);
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        outcome(() =>
          second.transaction('user', (sql) =>
            sql.query('select public.remove_admin($1)', [adminId]),
          ),
        ),
      ),
    ]);
    await first.close();
    await second.close();
    const admins = await db.committed('owner', (sql) =>
      sql.query<{ user_id: string }>("select user_id from public.user_roles where role = 'admin'"),
    );
    expect(results[0]).toBe('ok');
    // The second caller was removed first, so the database refuses them as a non-admin.
    expect(results[1]).toBe('42501');
    expect(admins.rows.map((row) => row.user_id)).toEqual([adminId]);
  });
});
