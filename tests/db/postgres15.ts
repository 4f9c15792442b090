import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throw-away PostgreSQL 15 server per test file, for proving that the migrations run on real
 * Postgres as hosted Supabase does. initdb runs once per machine (cached in the temp directory);
 * each file copies that cluster, starts `postgres` on a private Unix socket in its own process
 * group, and stops the whole group when done.
 */

export const binDir = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const cacheDir = join(tmpdir(), 'dmv-db-tests');
// Running clusters live in memory when the machine has a tmpfs: copying and writing them on a
// shared disk costs more than the tests themselves.
const runDir = existsSync('/dev/shm') ? '/dev/shm/dmv-db-tests' : cacheDir;

/** True when the PostgreSQL 15 server binaries are installed. */
export const postgres15Available =
  existsSync(join(binDir, 'initdb')) && existsSync(join(binDir, 'postgres'));

const runAsRoot = process.getuid?.() === 0;

/** initdb and postgres refuse to run as root, so as root they run as the `postgres` user. */
function command(bin: string, args: string[]): [string, string[]] {
  const path = join(binDir, bin);
  return runAsRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

let postgresOwner: { uid: number; gid: number } | undefined;

/** The uid/gid of the `postgres` user, who must own the data directory when we run as root. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (!runAsRoot) return undefined;
  if (!postgresOwner) {
    const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (uid.status !== 0) {
      throw new Error('Running as root, but there is no "postgres" user to run PostgreSQL as.');
    }
    postgresOwner = { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  return postgresOwner;
}

async function ownedTempDir(parent: string, prefix: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, prefix));
  const owner = postgresUser();
  if (owner) await chown(dir, owner.uid, owner.gid);
  return dir;
}

function run(bin: string, args: string[]): void {
  const [cmd, argv] = command(bin, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
}

/** The initdb'ed cluster every test file copies; created once, atomically, by the first file. */
async function templateCluster(): Promise<string> {
  const template = join(cacheDir, 'pg15-initdb-v2');
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const work = await ownedTempDir(cacheDir, 'pg15-initdb-');
  const data = join(work, 'data');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--wal-segsize=1',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  try {
    await rename(data, template);
  } catch {
    // Another test file won the race; its template is just as good.
  }
  await rm(work, { recursive: true, force: true });
  return template;
}

/** A running PostgreSQL 15 server with a fresh database, reachable as superuser `postgres`. */
export interface Postgres15 {
  connect(database?: string): Promise<pg.Client>;
  stop(): Promise<void>;
}

/** Copies the template cluster, starts a server on it and waits until it accepts connections. */
export async function startPostgres15(): Promise<Postgres15> {
  const template = await templateCluster();
  const dir = await ownedTempDir(runDir, 'pg15-run-');
  const data = join(dir, 'data');
  const [cp, cpArgs] = runAsRoot
    ? ['runuser', ['-u', 'postgres', '--', 'cp', '-a', template, data]]
    : ['cp', ['-a', template, data]];
  const copied = spawnSync(cp, cpArgs, { encoding: 'utf8' });
  if (copied.status !== 0) {
    throw new Error(`Copying the PostgreSQL template failed: ${copied.stderr}`);
  }

  const logPath = join(dir, 'postgres.log');
  const log = openSync(logPath, 'w');
  // A private Unix socket only (no TCP), and no durability: the cluster is thrown away.
  const settings = {
    listen_addresses: '',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '20',
    shared_buffers: '16MB',
  };
  const [cmd, argv] = command('postgres', [
    ...['-D', data, '-k', dir, '-p', '5432'],
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  // detached: the server gets its own process group, so stop() can end it and all its children.
  const server: ChildProcess = spawn(cmd, argv, { detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  let exited = false;
  server.on('exit', () => (exited = true));
  const killGroup = (signal: NodeJS.Signals) => {
    if (!exited && server.pid) {
      try {
        process.kill(-server.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  const onExit = () => killGroup('SIGKILL');
  process.on('exit', onExit);

  const config = { host: dir, port: 5432, user: 'postgres', database: 'postgres' };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const probe = new pg.Client(config);
    try {
      await probe.connect();
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => {});
      if (exited || Date.now() > deadline) {
        killGroup('SIGKILL');
        throw new Error(
          `PostgreSQL 15 did not start: ${(error as Error).message}\n${readFileSync(logPath, 'utf8')}`,
          { cause: error },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    async connect(database = 'postgres') {
      const client = new pg.Client({ ...config, database });
      await client.connect();
      return client;
    },
    async stop() {
      const gone = new Promise((resolve) =>
        exited ? resolve(undefined) : server.once('exit', resolve),
      );
      killGroup('SIGQUIT');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      killGroup('SIGKILL');
      process.off('exit', onExit);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
