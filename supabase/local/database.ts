import { PGlite } from '@electric-sql/pglite';
import { mkdir } from 'node:fs/promises';
import { migrate } from './migrate.ts';

/** The roles a request may run as; service_role bypasses row-level security. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as PostgREST exposes them to SQL through `request.jwt.claims`. */
export type JwtClaims = { role: ApiRole; sub?: string; [claim: string]: unknown };

/** A query runner bound to one open transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The local backend's database: one PGlite instance (one connection), so every unit of work is
 * queued and runs alone. `asRole` runs a function in a transaction as the JWT's role with
 * `request.jwt.claims` set, exactly as PostgREST does, so row-level security decides.
 */
export class Database {
  readonly pg: PGlite;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(pg: PGlite) {
    this.pg = pg;
  }

  /** Opens (creating if needed) the database in `dataDir`, or in memory when none is given. */
  static async open(dataDir?: string): Promise<Database> {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    const pg = await PGlite.create(dataDir ? { dataDir } : {});
    await migrate(pg);
    return new Database(pg);
  }

  /** Wraps an already migrated PGlite instance (e.g. a clone made by a test). */
  static wrap(pg: PGlite): Database {
    return new Database(pg);
  }

  /** Runs `fn` alone: no other unit of work interleaves with it. */
  exclusive<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => fn(this.pg));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs `fn` in one transaction as `claims.role` with `request.jwt.claims` set. Commits when
   * `fn` resolves and `commit(result)` is true (default), rolls back otherwise.
   */
  asRole<T>(
    claims: JwtClaims,
    fn: (tx: Tx) => Promise<T>,
    commit: (result: T) => boolean = () => true,
  ): Promise<T> {
    return this.exclusive(async (pg) => {
      await pg.exec('begin');
      try {
        await pg.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        await pg.query("select set_config('request.method', '', true)");
        await pg.exec(`set local role ${quoteRole(claims.role)}`);
        const result = await fn(pg as unknown as Tx);
        await pg.exec(commit(result) ? 'commit' : 'rollback');
        return result;
      } catch (error) {
        await pg.exec('rollback').catch(() => {});
        throw error;
      }
    });
  }

  /** Runs `fn` in one transaction as the database owner (platform work: auth, storage metadata). */
  asOwner<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.exclusive(async (pg) => pg.transaction((tx) => fn(tx as unknown as Tx)));
  }

  close(): Promise<void> {
    return this.exclusive((pg) => pg.close());
  }
}

function quoteRole(role: ApiRole): string {
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw new Error(`Unknown role ${String(role)}`);
  }
  return role;
}
