import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Anything that can run a multi-statement SQL script and a parameterised query. */
export interface SqlExecutor {
  exec(sql: string): Promise<unknown>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const platformSqlDir = fileURLToPath(new URL('./platform/', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Which platform a database gets: hosted Supabase's, or the same without pg_net (no `net`). */
export interface PlatformOptions {
  /** The pg_net stand-in (`04_net.sql`); false to prove that publishing never blocks a save. */
  net?: boolean;
}

/** Paths of the platform bootstrap scripts (`NN_name.sql`), in the order they apply. */
async function listPlatformSql(dir: string, { net = true }: PlatformOptions): Promise<string[]> {
  const files = await readdir(dir);
  return files
    .filter((f) => /^\d{2}_[\w-]+\.sql$/.test(f) && (net || f !== '04_net.sql'))
    .sort()
    .map((f) => join(dir, f));
}

/** The platform bootstrap as one script: every platform file, in name order. */
export async function platformSql(
  options: PlatformOptions = {},
  dir = platformSqlDir,
): Promise<string> {
  const paths = await listPlatformSql(dir, options);
  const parts = await Promise.all(paths.map((path) => readFile(path, 'utf8')));
  return parts.join('\n');
}

/** Names of the project's migration files, in the order they apply. */
export async function listMigrations(dir = migrationsDir): Promise<string[]> {
  const files = await readdir(dir);
  return files.filter((f) => /^\d{14}_[\w-]+\.sql$/.test(f)).sort();
}

/** A SQL string literal (file names are already limited to `\d{14}_[\w-]+`). */
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * Creates what hosted Supabase provides (roles, auth/storage/net schemas), then applies every
 * migration not yet recorded in supabase_migrations.schema_migrations, each in one transaction
 * together with its record.
 * Returns the versions it applied.
 */
export async function migrate(
  db: SqlExecutor,
  dir = migrationsDir,
  platform: PlatformOptions = {},
): Promise<string[]> {
  await db.exec(await platformSql(platform));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text,
      applied_at timestamptz not null default now()
    );`);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const file of await listMigrations(dir)) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || done.has(version)) continue;
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    // The record is written in the migration's own transaction: both land, or neither does.
    const record = `insert into supabase_migrations.schema_migrations (version, name)
      values (${literal(version)}, ${literal(rest.join('_'))});`;
    try {
      await db.exec(`begin;\n${sql}\n;\n${record}\ncommit;`);
    } catch (error) {
      await db.exec('rollback').catch(() => {});
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(version);
  }
  return applied;
}
