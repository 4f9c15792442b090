import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminId,
  drivers,
  outcome,
  userId,
  type Scenario,
  type Sql,
  type TestDatabase,
  type Who,
} from './harness.ts';
import { insertRows, validRows } from './rows.ts';

/** The SQLSTATE and message of what fn throws ('ok' when it succeeds). */
async function refusal(fn: () => Promise<unknown>): Promise<{ code: string; message?: string }> {
  try {
    await fn();
    return { code: 'ok' };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (typeof code !== 'string') throw error;
    return { code, message };
  }
}

/** The fixture users' e-mails are confirmed, as hosted auth leaves them after sign-up. */
const confirmUsers = (tx: Scenario) =>
  tx.query('update auth.users set email_confirmed_at = now() where id in ($1, $2)', [
    adminId,
    userId,
  ]);

/** Whether the caller `who` is an admin in this scenario now. */
async function isAdmin(tx: Scenario, who: Who): Promise<boolean> {
  const { rows } = await tx.as(who, (sql) =>
    sql.query<{ is_admin: boolean }>('select private.is_admin() as is_admin'),
  );
  return rows[0]!.is_admin;
}

/** A content write only an admin may make. */
const writeContent = (sql: Sql) => insertRows(sql, 'faq_items', [validRows.faq_items]);

const addAdmin = (sql: Sql, email: string) => sql.query('select public.add_admin($1)', [email]);
const removeAdmin = (sql: Sql, id: string) => sql.query('select public.remove_admin($1)', [id]);

describe.each(drivers)('the admin accounts RPCs on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it.each(['anon', 'user'] as Who[])('refuse %s every call with 42501', async (who) => {
    const codes = await db.scenario(async (tx) => {
      await confirmUsers(tx);
      return [
        await outcome(() => tx.as(who, (sql) => sql.query('select * from public.list_admins()'))),
        await outcome(() => tx.as(who, (sql) => addAdmin(sql, 'user@example.com'))),
        await outcome(() => tx.as(who, (sql) => removeAdmin(sql, adminId))),
        // Nor through the private functions behind them.
        await outcome(() => tx.as(who, (sql) => sql.query('select * from private.list_admins()'))),
        await outcome(() =>
          tx.as(who, (sql) => sql.query('select private.remove_admin($1)', [adminId])),
        ),
      ];
    });
    expect(codes).toEqual(Array(5).fill('42501'));
    const stillAdmin = await db.scenario((tx) => isAdmin(tx, 'admin'));
    expect(stillAdmin).toBe(true);
  });

  it('list the admins with e-mail, since when and last sign-in for an admin', async () => {
    const rows = await db.scenario(async (tx) => {
      await tx.query(
        "update auth.users set last_sign_in_at = '2026-11-20T10:00:00Z' where id = $1",
        [adminId],
      );
      return (
        await tx.as('admin', (sql) =>
          sql.query<Record<string, unknown>>('select * from public.list_admins()'),
        )
      ).rows;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: adminId, email: 'admin@example.com' });
    expect(rows[0]!.admin_since).toBeInstanceOf(Date);
    expect((rows[0]!.last_sign_in_at as Date).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('let an admin add a confirmed account by its e-mail in any case, which can then act as admin', async () => {
    const result = await db.scenario(async (tx) => {
      await confirmUsers(tx);
      const before = await isAdmin(tx, 'user');
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ add_admin: string }>('select public.add_admin($1)', ['  USER@Example.com ']),
      );
      const write = await outcome(() => tx.as('user', writeContent));
      const listed = await tx.as('user', (sql) =>
        sql.query<{ email: string }>('select email from public.list_admins() order by email'),
      );
      return {
        before,
        added: rows[0]!.add_admin,
        after: await isAdmin(tx, 'user'),
        write,
        listed: listed.rows.map((row) => row.email),
      };
    });
    expect(result).toEqual({
      before: false,
      added: userId,
      after: true,
      write: 'ok',
      listed: ['admin@example.com', 'user@example.com'],
    });
  });

  it('refuse to add an e-mail without an account, an unconfirmed account, or an admin, each by name', async () => {
    const results = await db.scenario(async (tx) => [
      await tx.query('update auth.users set email_confirmed_at = now() where id = $1', [adminId]),
      await refusal(() => tx.as('admin', (sql) => addAdmin(sql, 'nobody@example.com'))),
      // The fixture user has not confirmed its e-mail yet.
      await refusal(() => tx.as('admin', (sql) => addAdmin(sql, 'user@example.com'))),
      await refusal(() => tx.as('admin', (sql) => addAdmin(sql, 'admin@example.com'))),
    ]);
    expect(results.slice(1)).toEqual([
      { code: 'P0001', message: 'no_such_account' },
      { code: 'P0001', message: 'email_not_confirmed' },
      { code: 'P0001', message: 'already_admin' },
    ]);
  });

  it('let an admin remove another admin, whose next write is refused', async () => {
    const result = await db.scenario(async (tx) => {
      await confirmUsers(tx);
      await tx.as('admin', (sql) => addAdmin(sql, 'user@example.com'));
      const before = await outcome(() => tx.as('user', writeContent));
      await tx.as('admin', (sql) => removeAdmin(sql, userId));
      const after = await outcome(() => tx.as('user', writeContent));
      return { before, after, isAdmin: await isAdmin(tx, 'user') };
    });
    expect(result).toEqual({ before: 'ok', after: '42501', isAdmin: false });
  });

  it('refuse to remove the last admin, or someone who is not an admin', async () => {
    const results = await db.scenario(async (tx) => [
      await refusal(() => tx.as('admin', (sql) => removeAdmin(sql, adminId))),
      await refusal(() => tx.as('admin', (sql) => removeAdmin(sql, userId))),
      await isAdmin(tx, 'admin'),
    ]);
    expect(results).toEqual([
      { code: 'P0001', message: 'last_admin' },
      { code: 'P0001', message: 'not_an_admin' },
      true,
    ]);
  });

  it('let an admin step down while another admin remains', async () => {
    const result = await db.scenario(async (tx) => {
      await confirmUsers(tx);
      await tx.as('admin', (sql) => addAdmin(sql, 'user@example.com'));
      await tx.as('admin', (sql) => removeAdmin(sql, adminId));
      return { admin: await isAdmin(tx, 'admin'), user: await isAdmin(tx, 'user') };
    });
    expect(result).toEqual({ admin: false, user: true });
  });
});
