import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  listMigrations,
  migrate,
  migrationsDir,
  platformSql,
  type PlatformOptions,
} from '../../supabase/local/migrate.ts';
import type { Client } from 'pg';
import { Database } from '../../supabase/local/database.ts';
import { binDir, postgres15Available, startPostgres15 } from './postgres15.ts';

/**
 * One interface over the two databases the suite runs on: PGlite (what the local backend uses)
 * and PostgreSQL 15 (what hosted Supabase runs). Each test runs in a transaction that is always
 * rolled back, switching between the owner and API roles exactly as PostgREST does.
 */

/** Who runs a statement: the database owner, or an API request by one of these callers. */
export type Who = 'owner' | 'anon' | 'user' | 'admin' | 'service_role';

export const adminId = '00000000-0000-4000-8000-00000000a001';
export const userId = '00000000-0000-4000-8000-00000000b001';
/** The signed-in sessions the fixture users' requests come from (their tokens' `session_id`). */
export const adminSessionId = '00000000-0000-4000-8000-00000000a5e5';
export const userSessionId = '00000000-0000-4000-8000-00000000b5e5';

const claims: Record<
  Exclude<Who, 'owner'>,
  { role: string; sub?: string; email?: string; session_id?: string }
> = {
  anon: { role: 'anon' },
  user: {
    role: 'authenticated',
    sub: userId,
    email: 'user@example.com',
    session_id: userSessionId,
  },
  admin: {
    role: 'authenticated',
    sub: adminId,
    email: 'admin@example.com',
    session_id: adminSessionId,
  },
  service_role: { role: 'service_role' },
};

/** Runs SQL; rowCount is the number of rows a DML statement affected (or a select returned). */
export interface Sql {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  exec(text: string): Promise<void>;
}

/** A rolled-back transaction, as owner unless `as` switches to a caller. */
export interface Scenario extends Sql {
  /** Runs fn as `who` inside a savepoint; on error the savepoint is rolled back and it rethrows. */
  as<T>(who: Who, fn: (sql: Sql) => Promise<T>): Promise<T>;
}

export interface TestDatabase {
  readonly driver: string;
  /** Runs fn in a fresh transaction that is always rolled back. */
  scenario<T>(fn: (tx: Scenario) => Promise<T>): Promise<T>;
  /** Runs fn as `who` in a transaction of its own, and commits it (for what other sessions see). */
  committed<T>(who: Who, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * PGlite only: the local backend's view of the same database, for its timers. While they run,
   * use `committed` only: it waits its turn on the single connection, `scenario` does not.
   */
  readonly local?: Database;
  /**
   * A connection of its own, for races: its transactions commit, and on PostgreSQL they run at
   * the same time as another connection's. On PGlite (one connection, as the local backend has)
   * they take turns, as `committed` does.
   */
  connect(): Promise<Connection>;
  /**
   * Resolves once another transaction waits for a lock, or after `ms`. On PGlite at once: no
   * transaction ever waits there, the next one starts when this one ends.
   */
  someoneWaitsForALock(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** A connection of a test's own; see TestDatabase.connect. */
export interface Connection {
  /** Runs fn as `who` in a transaction that commits when fn resolves (rolled back on error). */
  transaction<T>(who: Who, fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Driver {
  name: string;
  /** A migrated database with the fixture users; `{ net: false }` leaves pg_net's schema out. */
  open(platform?: PlatformOptions): Promise<TestDatabase>;
}

/**
 * Users every database starts with: an admin (with its user_roles row) and a plain user, each
 * signed in (a session their requests' tokens name).
 */
const fixtureSql = `
  insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data, created_at, updated_at)
  values
    ('00000000-0000-0000-0000-000000000000', '${adminId}', 'authenticated', 'authenticated',
     'admin@example.com', '{"full_name":"Ada Admin"}', now(), now()),
    ('00000000-0000-0000-0000-000000000000', '${userId}', 'authenticated', 'authenticated',
     'user@example.com', '{"full_name":"Uma User"}', now(), now());
  insert into public.user_roles (user_id, role) values ('${adminId}', 'admin');
  insert into auth.sessions (id, user_id)
  values ('${adminSessionId}', '${adminId}'), ('${userSessionId}', '${userId}');
`;

function scenarioOver(sql: Sql): Scenario {
  return {
    ...sql,
    async as(who, fn) {
      await sql.exec('savepoint as_caller');
      try {
        if (who !== 'owner') {
          await sql.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify(claims[who]),
          ]);
          await sql.exec(`set local role ${claims[who].role}`);
        }
        const result = await fn(sql);
        await sql.exec("reset role; select set_config('request.jwt.claims', '', true)");
        await sql.exec('release savepoint as_caller');
        return result;
      } catch (error) {
        await sql.exec('rollback to savepoint as_caller; release savepoint as_caller');
        throw error;
      }
    },
  };
}

async function inRolledBackTransaction<T>(sql: Sql, fn: (tx: Scenario) => Promise<T>): Promise<T> {
  await sql.exec('begin');
  try {
    return await fn(scenarioOver(sql));
  } finally {
    await sql.exec('rollback');
  }
}

/** Runs fn as `who` in a transaction that commits when fn resolves (rolls back when it throws). */
async function inCommittedTransaction<T>(
  sql: Sql,
  who: Who,
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  await sql.exec('begin');
  try {
    const result = await scenarioOver(sql).as(who, fn);
    await sql.exec('commit');
    return result;
  } catch (error) {
    await sql.exec('rollback');
    throw error;
  }
}

// PGlite -------------------------------------------------------------------------------------------

/** Migrating PGlite takes seconds; a dump keyed by the SQL it ran is shared by every test file. */
async function migratedPgliteDump(platform: PlatformOptions): Promise<Blob> {
  const variant = platform.net === false ? 'nonet' : 'full';
  const hash = createHash('sha256');
  hash.update(await platformSql(platform));
  for (const file of await listMigrations())
    hash.update(file).update(await readFile(join(migrationsDir, file)));
  hash.update(fixtureSql);
  const dir = join(tmpdir(), 'dmv-db-tests');
  const path = join(dir, `pglite-${variant}-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(path)) return new Blob([await readFile(path)]);
  const pg = await PGlite.create();
  await migrate(pg, migrationsDir, platform);
  await pg.exec(fixtureSql);
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  await mkdir(dir, { recursive: true });
  const partial = `${path}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  // Dumps of earlier migration sets are dead weight (and those of the old naming).
  const stale = new RegExp(`^pglite-(${variant}-)?[0-9a-f]{16}\\.tar\\.gz$`);
  for (const file of await readdir(dir)) {
    if (stale.test(file) && join(dir, file) !== path) {
      await rm(join(dir, file), { force: true });
    }
  }
  return dump;
}

const pglite: Driver = {
  name: 'PGlite',
  async open(platform = {}) {
    const pg = await PGlite.create({ loadDataDir: await migratedPgliteDump(platform) });
    const sql: Sql = {
      async query<T>(text: string, params?: unknown[]) {
        const result = await pg.query<T>(text, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
      async exec(text) {
        await pg.exec(text);
      },
    };
    const local = Database.wrap(pg);
    // In the local backend's queue, so a transaction never interleaves with one of its timers.
    const committed: TestDatabase['committed'] = (who, fn) =>
      local.exclusive(() => inCommittedTransaction(sql, who, fn));
    return {
      driver: 'PGlite',
      scenario: (fn) => inRolledBackTransaction(sql, fn),
      committed,
      local,
      connect: async () => ({ transaction: committed, close: async () => {} }),
      someoneWaitsForALock: async () => {},
      close: () => local.close(),
    };
  },
};

// PostgreSQL 15 --------------------------------------------------------------------------------------

/** Sql over one node-postgres client. */
function clientSql(client: Client): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(text) {
      await client.query(text);
    },
  };
}

const postgres15: Driver = {
  name: 'PostgreSQL 15',
  async open(platform = {}) {
    const server = await startPostgres15();
    try {
      const bootstrap = await server.connect();
      await bootstrap.query('create database dmv_test');
      await bootstrap.end();
      const client = await server.connect('dmv_test');
      const sql = clientSql(client);
      await migrate({ exec: sql.exec, query: sql.query }, migrationsDir, platform);
      let turn: Promise<unknown> = Promise.resolve();
      await sql.exec(fixtureSql);
      return {
        driver: 'PostgreSQL 15',
        scenario: (fn) => inRolledBackTransaction(sql, fn),
        // One connection: committed transactions (a test's and its job loop's) take turns.
        committed: (who, fn) => {
          const run = turn.then(() => inCommittedTransaction(sql, who, fn));
          turn = run.catch(() => undefined);
          return run;
        },
        async connect() {
          const own = await server.connect('dmv_test');
          const ownSql = clientSql(own);
          return {
            transaction: (who, fn) => inCommittedTransaction(ownSql, who, fn),
            close: () => own.end(),
          };
        },
        async someoneWaitsForALock(ms) {
          const deadline = Date.now() + ms;
          while (Date.now() < deadline) {
            const { rows } = await sql.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
            );
            if ((rows[0]?.n ?? 0) > 0) return;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        },
        async close() {
          await client.end();
          await server.stop();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
};

function availableDrivers(): Driver[] {
  if (postgres15Available) return [pglite, postgres15];
  if (process.env.REQUIRE_POSTGRES !== '1') return [pglite];
  // Fail the PostgreSQL 15 half of every suite, loudly, rather than skipping it (CI sets this).
  const missing: Driver = {
    name: 'PostgreSQL 15',
    open: () =>
      Promise.reject(
        new Error(
          `REQUIRE_POSTGRES=1 but the PostgreSQL 15 server binaries are missing: expected initdb ` +
            `and postgres in ${binDir}. Install Debian's "postgresql-15" or set POSTGRES_BIN_DIR.`,
        ),
      ),
  };
  return [pglite, missing];
}

/** The databases every db test runs on: PGlite always, PostgreSQL 15 when installed. */
export const drivers: Driver[] = availableDrivers();

/** The SQLSTATE of the error fn throws, or 'ok' when it succeeds. */
export async function outcome(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    throw error;
  }
}
