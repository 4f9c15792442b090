import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageTables } from '../../src/lib/content/schema.ts';
import { drivers, outcome, userId, type Scenario, type TestDatabase } from './harness.ts';
import {
  hookUrl,
  queuedHookCalls as queuedWithTimes,
  revision,
  runPublishJob,
  setHook,
} from './publish-support.ts';
import { tableSpecs } from './rls-matrix.ts';
import { insertRows, validRows } from './rows.ts';

const contentTables = [...languageTables, 'social_links', 'site_settings', 'images'];

/** The queued build hook calls, without the time each was queued. */
async function queuedHookCalls(tx: Scenario) {
  return (await queuedWithTimes(tx)).map(({ created: _created, ...call }) => call);
}

describe.each(drivers)('publish loop on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('anyone can read the current revision', async () => {
    const rows = await db.scenario((tx) =>
      tx.as('anon', (sql) =>
        sql.query('select id, revision::int as revision from public.site_publish'),
      ),
    );
    expect(rows.rows).toEqual([{ id: 1, revision: 0 }]);
  });

  it.each(contentTables)('an insert into %s bumps the revision', async (table) => {
    const [before, after] = await db.scenario(async (tx) => {
      const before = await revision(tx);
      await tx.exec(tableSpecs[`public.${table}`]!.insert);
      return [before, await revision(tx)];
    });
    expect(after).toBe(before + 1);
  });

  it('an admin update touching two rows bumps the revision once', async () => {
    const bumps = await db.scenario(async (tx) => {
      await tx.exec(tableSpecs['public.hero_content']!.fixtures[0]!);
      const before = await revision(tx);
      const { rowCount } = await tx.as('admin', (sql) =>
        sql.query("update public.hero_content set title = 'New title'"),
      );
      expect(rowCount).toBe(2);
      return (await revision(tx)) - before;
    });
    expect(bumps).toBe(1);
  });

  it('two statements bump the revision twice', async () => {
    const bumps = await db.scenario(async (tx) => {
      await tx.exec(tableSpecs['public.hero_content']!.fixtures[0]!);
      const before = await revision(tx);
      await tx.as('admin', async (sql) => {
        await sql.query("update public.hero_content set title = 'One' where language = 'en'");
        await sql.query("delete from public.hero_content where language = 'es'");
      });
      return (await revision(tx)) - before;
    });
    expect(bumps).toBe(2);
  });

  it('a price change synced to the other language still bumps the revision once', async () => {
    const bumps = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [
        validRows.service_packages,
        { ...validRows.service_packages, language: 'es' },
      ]);
      const before = await revision(tx);
      await tx.as('admin', (sql) =>
        sql.query("update public.service_packages set price_sedan = '$145' where language = 'en'"),
      );
      return (await revision(tx)) - before;
    });
    expect(bumps).toBe(1);
  });

  it('a content write then the publish job queue one build hook call with the new revision when a hook is set', async () => {
    const { calls, rev } = await db.scenario(async (tx) => {
      await setHook(tx, hookUrl);
      await tx.as('admin', (sql) => insertRows(sql, 'faq_items', [validRows.faq_items]));
      await runPublishJob(tx);
      return { calls: await queuedHookCalls(tx), rev: await revision(tx) };
    });
    expect(calls).toEqual([{ method: 'POST', url: hookUrl, body: { revision: rev } }]);
  });

  it('a content write queues no build hook call when no hook is set', async () => {
    const calls = await db.scenario(async (tx) => {
      await setHook(tx, null);
      await tx.as('admin', (sql) => insertRows(sql, 'faq_items', [validRows.faq_items]));
      await runPublishJob(tx);
      return queuedHookCalls(tx);
    });
    expect(calls).toEqual([]);
  });

  it('an update that row-level security hides from a visitor neither bumps nor builds', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.exec(tableSpecs['public.hero_content']!.fixtures[0]!);
      await setHook(tx, hookUrl);
      const before = await revision(tx);
      await tx.as('anon', (sql) => sql.query("update public.hero_content set title = 'Hacked'"));
      // The fixture's own change is not the visitor's: the site was live before the visitor came.
      await tx.query('update private.publish_state set sent_revision = $1', [before]);
      await runPublishJob(tx);
      return { bumps: (await revision(tx)) - before, calls: await queuedHookCalls(tx) };
    });
    expect(result).toEqual({ bumps: 0, calls: [] });
  });

  it('expense writes do not bump the revision', async () => {
    const bumps = await db.scenario(async (tx) => {
      await setHook(tx, hookUrl);
      const before = await revision(tx);
      await tx.as('admin', async (sql) => {
        await insertRows(sql, 'expenses', [validRows.expenses]);
        await sql.query('update public.expenses set amount = 20');
        await sql.query('delete from public.expenses');
      });
      await runPublishJob(tx);
      expect(await queuedHookCalls(tx)).toEqual([]);
      return (await revision(tx)) - before;
    });
    expect(bumps).toBe(0);
  });

  it('granting a role does not bump the revision', async () => {
    const bumps = await db.scenario(async (tx) => {
      const before = await revision(tx);
      await tx.as('service_role', (sql) =>
        sql.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [userId]),
      );
      return (await revision(tx)) - before;
    });
    expect(bumps).toBe(0);
  });

  it.each([
    ['anon', 'permission denied for function publish_now'],
    ['user', 'Only admins can publish'],
    ['service_role', 'Only admins can publish'],
  ] as const)(
    'publish_now refuses a caller who is not an admin (%s: %s)',
    async (who, expected) => {
      const result = await db.scenario(async (tx) => {
        await setHook(tx, hookUrl);
        let message = '';
        const code = await outcome(() =>
          tx
            .as(who, (sql) => sql.query('select public.publish_now()'))
            .catch((error: Error) => {
              message = error.message;
              throw error;
            }),
        );
        return { code, message, calls: await queuedHookCalls(tx) };
      });
      expect(result).toEqual({ code: '42501', message: expected, calls: [] });
    },
  );

  it('publish_now lets an admin call the hook again with the current revision', async () => {
    const result = await db.scenario(async (tx) => {
      await tx.exec(tableSpecs['public.hero_content']!.insert);
      await setHook(tx, hookUrl);
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ revision: number }>('select public.publish_now()::int as revision'),
      );
      return {
        returned: rows[0]!.revision,
        current: await revision(tx),
        calls: await queuedHookCalls(tx),
      };
    });
    expect(result.returned).toBe(result.current);
    expect(result.calls).toEqual([
      { method: 'POST', url: hookUrl, body: { revision: result.current } },
    ]);
  });

  it('publish_now is a caller-rights wrapper over a private security definer function', async () => {
    const { rows } = await db.scenario((tx) =>
      tx.query<{ name: string; definer: boolean }>(
        `select p.pronamespace::regnamespace::text || '.' || p.proname as name, p.prosecdef as definer
         from pg_proc p where p.proname = 'publish_now' order by 1`,
      ),
    );
    expect(rows).toEqual([
      { name: 'private.publish_now', definer: true },
      { name: 'public.publish_now', definer: false },
    ]);
  });

  it.each(['anon', 'user', 'admin'] as const)(
    'the build hook configuration is invisible through the API (%s)',
    async (who) => {
      const code = await db.scenario((tx) =>
        outcome(() => tx.as(who, (sql) => sql.query('select * from private.publish_config'))),
      );
      expect(code).toBe('42501');
    },
  );

  it('rejects a build hook URL that is not http(s)', async () => {
    const code = await db.scenario((tx) => outcome(() => setHook(tx, 'javascript:alert(1)')));
    expect(code).toBe('23514');
  });
});
