import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminId,
  adminSessionId,
  drivers,
  outcome,
  userId,
  userSessionId,
  type Scenario,
  type Who,
  type TestDatabase,
} from './harness.ts';

describe.each(drivers)('user roles and the admin check on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('private.is_admin() is not executable by anon: no policy for visitors needs it', async () => {
    const code = await db.scenario((tx) =>
      outcome(() => tx.as('anon', (sql) => sql.query('select private.is_admin()'))),
    );
    expect(code).toBe('42501');
  });

  it.each([
    ['user', false],
    ['admin', true],
  ] as [Who, boolean][])('private.is_admin() for %s is %s', async (who, expected) => {
    const { rows } = await db.scenario((tx) =>
      tx.as(who, (sql) =>
        sql.query<{ is_admin: boolean }>('select private.is_admin() as is_admin'),
      ),
    );
    expect(rows[0]!.is_admin).toBe(expected);
  });

  it("the app's admin check finds the admin's own row and nothing for a plain user", async () => {
    const check = `select role from public.user_roles where user_id = $1 and role = 'admin'`;
    const [asAdmin, asUser] = await db.scenario(async (tx) => [
      (await tx.as('admin', (sql) => sql.query(check, [adminId]))).rows,
      (await tx.as('user', (sql) => sql.query(check, [userId]))).rows,
    ]);
    expect(asAdmin).toEqual([{ role: 'admin' }]);
    expect(asUser).toEqual([]);
  });

  it('a signed-in user cannot grant itself admin', async () => {
    const result = await db.scenario(async (tx) => {
      const code = await outcome(() =>
        tx.as('user', (sql) =>
          sql.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [userId]),
        ),
      );
      const { rows } = await tx.as('user', (sql) =>
        sql.query<{ is_admin: boolean }>('select private.is_admin() as is_admin'),
      );
      return { code, isAdmin: rows[0]!.is_admin };
    });
    expect(result).toEqual({ code: '42501', isAdmin: false });
  });

  it("a signed-in user cannot take over the admin's role row", async () => {
    const result = await db.scenario(async (tx) => {
      const { rowCount } = await tx.as('user', (sql) =>
        sql.query('update public.user_roles set user_id = $1', [userId]),
      );
      const { rows } = await tx.query('select user_id from public.user_roles');
      return { rowCount, owners: rows.map((r) => r.user_id) };
    });
    expect(result).toEqual({ rowCount: 0, owners: [adminId] });
  });

  it('a signed-in user cannot revoke the admin', async () => {
    const rowCount = await db.scenario(
      async (tx) =>
        (await tx.as('user', (sql) => sql.query('delete from public.user_roles'))).rowCount,
    );
    expect(rowCount).toBe(0);
  });

  it('the service role grants admin, and the user is then an admin', async () => {
    const isAdmin = await db.scenario(async (tx) => {
      await tx.as('service_role', (sql) =>
        sql.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [userId]),
      );
      const { rows } = await tx.as('user', (sql) =>
        sql.query<{ is_admin: boolean }>('select private.is_admin() as is_admin'),
      );
      return rows[0]!.is_admin;
    });
    expect(isAdmin).toBe(true);
  });

  it('a signed-in user reads its own role rows and nobody else’s', async () => {
    // Only 'admin' exists today; a second role (added here, rolled back) shows the "own rows" rule.
    const visible = await db.scenario(async (tx) => {
      // The role column is an enum of one value; as text it takes a second role for this test.
      await tx.exec('alter table public.user_roles alter column role type text');
      await tx.query("insert into public.user_roles (user_id, role) values ($1, 'editor')", [
        userId,
      ]);
      const { rows } = await tx.as('user', (sql) =>
        sql.query('select user_id, role from public.user_roles'),
      );
      return rows;
    });
    expect(visible).toEqual([{ user_id: userId, role: 'editor' }]);
  });

  // Changing the password or signing out everywhere ends the other sessions (their rows go, or
  // reach `not_after`); a token of such a session, still within its hour, is no admin's any more.
  it.each([
    ['deleted', 'delete from auth.sessions where id = $1'],
    [
      'past its end',
      "update auth.sessions set not_after = now() - interval '1 minute' where id = $1",
    ],
  ])('an admin whose session is %s is no longer an admin, and cannot write', async (_, end) => {
    const result = await db.scenario(async (tx) => {
      await tx.query(end, [adminSessionId]);
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ is_admin: boolean }>('select private.is_admin() as is_admin'),
      );
      const { rowCount } = await tx.as('admin', (sql) =>
        sql.query("update public.faq_items set answer = 'Written after sign-out'"),
      );
      const code = await outcome(() =>
        tx.as('admin', (sql) =>
          sql.query(
            "insert into public.faq_items (faq_key, question, answer, language) values ('late', 'Q?', 'A.', 'en')",
          ),
        ),
      );
      return { isAdmin: rows[0]!.is_admin, updated: rowCount, code };
    });
    expect(result).toEqual({ isAdmin: false, updated: 0, code: '42501' });
  });

  it("another session's end leaves this one's rights", async () => {
    const isAdmin = await db.scenario(async (tx) => {
      await tx.query(
        "insert into auth.sessions (id, user_id) values ('00000000-0000-4000-8000-00000000a5e6', $1)",
        [adminId],
      );
      await tx.query("delete from auth.sessions where id = '00000000-0000-4000-8000-00000000a5e6'");
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ is_admin: boolean }>('select private.is_admin() as is_admin'),
      );
      return rows[0]!.is_admin;
    });
    expect(isAdmin).toBe(true);
  });

  // What the admin's pages ask (public.session_access()): an ended session is told apart from a
  // live one that is not an admin's, so a page never shows the empty lists row-level security
  // gives an ended session (docs/architecture.md#sessions).
  const access = (sql: { query: Scenario['query'] }) =>
    sql
      .query<{ access: string }>('select public.session_access() as access')
      .then(({ rows }) => rows[0]!.access);

  it('session_access() says admin for a live admin session and not_admin for a plain user', async () => {
    const answers = await db.scenario(async (tx) => [
      await tx.as('admin', access),
      await tx.as('user', access),
    ]);
    expect(answers).toEqual(['admin', 'not_admin']);
  });

  it.each([
    ['deleted', 'delete from auth.sessions where id = $1'],
    [
      'past its end',
      "update auth.sessions set not_after = now() - interval '1 minute' where id = $1",
    ],
  ])(
    'session_access() says ended once the session is %s, for an admin and a user',
    async (_, end) => {
      const answers = await db.scenario(async (tx) => {
        await tx.query(end, [adminSessionId]);
        await tx.query(end, [userSessionId]);
        return [await tx.as('admin', access), await tx.as('user', access)];
      });
      expect(answers).toEqual(['ended', 'ended']);
    },
  );

  it("session_access() keeps a session whose end lies ahead, and ignores another session's end", async () => {
    const answer = await db.scenario(async (tx) => {
      await tx.query(
        "update auth.sessions set not_after = now() + interval '1 hour' where id = $1",
        [adminSessionId],
      );
      await tx.query(
        "insert into auth.sessions (id, user_id) values ('00000000-0000-4000-8000-00000000a5e6', $1)",
        [adminId],
      );
      await tx.query("delete from auth.sessions where id = '00000000-0000-4000-8000-00000000a5e6'");
      return tx.as('admin', access);
    });
    expect(answer).toBe('admin');
  });

  it("session_access() counts only the caller's own session: another user's live one is ended", async () => {
    const answers = await db.scenario((tx) =>
      tx.as('user', async (sql) => {
        const claims = (sessionId: string | undefined) =>
          sql.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify({ role: 'authenticated', sub: userId, session_id: sessionId }),
          ]);
        await claims(adminSessionId);
        const foreign = await access(sql);
        await claims(undefined);
        return [foreign, await access(sql)];
      }),
    );
    expect(answers).toEqual(['ended', 'ended']);
  });

  it('session_access() is not executable by anon', async () => {
    const code = await db.scenario((tx) => outcome(() => tx.as('anon', access)));
    expect(code).toBe('42501');
  });

  it('deleting a user removes its roles', async () => {
    const remaining = await db.scenario(async (tx) => {
      await tx.query('delete from auth.users where id = $1', [adminId]);
      const { rows } = await tx.query('select * from public.user_roles');
      return rows.length;
    });
    expect(remaining).toBe(0);
  });
});
