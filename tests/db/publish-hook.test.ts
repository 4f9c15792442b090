import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, outcome, type Scenario, type TestDatabase } from './harness.ts';
import { hookUrl, revision, runPublishJob, setHook } from './publish-support.ts';
import { tableSpecs } from './rls-matrix.ts';

/**
 * Publishing never blocks a save (docs/architecture.md#publish-loop): whatever happens to the build
 * hook, the owner's content write goes through, and build_hook_failure() tells an admin why the
 * site is behind.
 */

/**
 * The admin's edit of the English hero title, then a run of the publish job; returns the title
 * read back and the revision.
 */
async function editHeroTitle(tx: Scenario, title: string) {
  const { rows: heroes } = await tx.query('select 1 from public.hero_content');
  if (heroes.length === 0) await tx.exec(tableSpecs['public.hero_content']!.fixtures[0]!);
  const before = await revision(tx);
  await tx.as('admin', (sql) =>
    sql.query("update public.hero_content set title = $1 where language = 'en'", [title]),
  );
  await runPublishJob(tx);
  const { rows } = await tx.query<{ title: string }>(
    "select title from public.hero_content where language = 'en'",
  );
  return { title: rows[0]!.title, bumps: (await revision(tx)) - before };
}

async function hookFailure(tx: Scenario) {
  const { rows } = await tx.as('admin', (sql) =>
    sql.query<{ error: string; recent: boolean }>(
      `select error, failed_at > now() - interval '1 minute' as recent
       from public.build_hook_failure()`,
    ),
  );
  return rows;
}

describe.each(drivers)('a save without pg_net on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open({ net: false });
  });
  afterAll(() => db?.close());

  it('the database has no net schema, as a project that never enabled pg_net', async () => {
    const { rows } = await db.scenario((tx) =>
      tx.query<{ net: string | null }>("select to_regnamespace('net')::text as net"),
    );
    expect(rows).toEqual([{ net: null }]);
  });

  it("with a hook URL set, an admin's content update still saves and bumps the revision", async () => {
    const result = await db.scenario(async (tx) => {
      await setHook(tx, hookUrl);
      return editHeroTitle(tx, 'Saved without pg_net');
    });
    expect(result).toEqual({ title: 'Saved without pg_net', bumps: 1 });
  });

  it('the failed hook call is recorded where the admin reads the publish status', async () => {
    const failure = await db.scenario(async (tx) => {
      await setHook(tx, hookUrl);
      await editHeroTitle(tx, 'New title');
      return hookFailure(tx);
    });
    expect(failure).toEqual([{ error: 'schema "net" does not exist', recent: true }]);
  });

  it('Publish now answers with the revision and records the failure again', async () => {
    const result = await db.scenario(async (tx) => {
      await setHook(tx, hookUrl);
      const { rows } = await tx.as('admin', (sql) =>
        sql.query<{ revision: number }>('select public.publish_now()::int as revision'),
      );
      return {
        returned: rows[0]!.revision,
        current: await revision(tx),
        failure: await hookFailure(tx),
      };
    });
    expect(result.returned).toBe(result.current);
    expect(result.failure).toHaveLength(1);
  });

  it('without a hook URL nothing is called and nothing is reported', async () => {
    const failure = await db.scenario(async (tx) => {
      await setHook(tx, null);
      await editHeroTitle(tx, 'No hook');
      return hookFailure(tx);
    });
    expect(failure).toEqual([]);
  });
});

describe.each(drivers)('build hook outcomes with pg_net on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  /** Saves an edit with the hook set and returns the request id pg_net queued for it. */
  async function queuedRequest(tx: Scenario): Promise<number> {
    await setHook(tx, hookUrl);
    await editHeroTitle(tx, 'Queued');
    const { rows } = await tx.query<{ id: number }>(
      'select max(id)::int as id from net.http_request_queue',
    );
    return rows[0]!.id;
  }

  it('a queued hook call reports no failure', async () => {
    const failure = await db.scenario(async (tx) => {
      await queuedRequest(tx);
      return hookFailure(tx);
    });
    expect(failure).toEqual([]);
  });

  it('a hook call pg_net itself refuses does not block the save and is reported', async () => {
    const result = await db.scenario(async (tx) => {
      await setHook(tx, hookUrl);
      await tx.exec('drop function net.http_post(text, jsonb, jsonb, jsonb, integer)');
      const saved = await editHeroTitle(tx, 'Saved anyway');
      return { saved, failure: await hookFailure(tx) };
    });
    expect(result.saved).toEqual({ title: 'Saved anyway', bumps: 1 });
    expect(result.failure).toHaveLength(1);
    expect(result.failure[0]!.error).toMatch(/function net\.http_post\(.*\) does not exist/);
  });

  it('a hook endpoint that answered with an error is reported', async () => {
    const failure = await db.scenario(async (tx) => {
      const id = await queuedRequest(tx);
      await tx.query('insert into net._http_response (id, status_code) values ($1, 404)', [id]);
      return hookFailure(tx);
    });
    expect(failure).toEqual([{ error: 'the build hook answered HTTP 404', recent: true }]);
  });

  it('a hook endpoint that could not be reached is reported', async () => {
    const failure = await db.scenario(async (tx) => {
      const id = await queuedRequest(tx);
      await tx.query(
        'insert into net._http_response (id, timed_out, error_msg) values ($1, false, $2)',
        [id, "Couldn't connect to server"],
      );
      return hookFailure(tx);
    });
    expect(failure).toEqual([{ error: "Couldn't connect to server", recent: true }]);
  });

  it('a later successful call clears an earlier failure', async () => {
    const failure = await db.scenario(async (tx) => {
      const id = await queuedRequest(tx);
      await tx.query('insert into net._http_response (id, status_code) values ($1, 500)', [id]);
      await editHeroTitle(tx, 'Again');
      return hookFailure(tx);
    });
    expect(failure).toEqual([]);
  });

  it.each(['anon', 'user', 'service_role'] as const)(
    'only an admin can read why the hook failed (%s is refused)',
    async (who) => {
      const code = await db.scenario((tx) =>
        outcome(() => tx.as(who, (sql) => sql.query('select * from public.build_hook_failure()'))),
      );
      expect(code).toBe('42501');
    },
  );

  it.each(['anon', 'user', 'admin'] as const)(
    'the record of hook calls is invisible through the API (%s)',
    async (who) => {
      const code = await db.scenario((tx) =>
        outcome(() => tx.as(who, (sql) => sql.query('select * from private.build_hook_calls'))),
      );
      expect(code).toBe('42501');
    },
  );
});
