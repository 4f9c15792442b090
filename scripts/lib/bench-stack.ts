import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { projectDir } from '../../supabase/local/settings.ts';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A running `npm start` of a benchmark: its URLs, data directory, what it printed, and stop(). */
export interface BenchStack {
  base: string;
  backendUrl: string;
  dataDir: string;
  log(): string;
  /** Stops the stack's process group; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the whole stack (`node scripts/start.ts --reset`) on free ports with its own data
 * directory `.data/<name>`, the given admin and any further settings in `env`, and waits until the
 * first build is served.
 */
export async function startBenchStack(
  name: string,
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<BenchStack> {
  const sitePort = await freePort();
  const backendPort = await freePort();
  const base = `http://127.0.0.1:${sitePort}`;
  const dataDir = join(projectDir, '.data', name);
  const stack = spawn(process.execPath, ['scripts/start.ts', '--reset'], {
    cwd: projectDir,
    detached: true, // its own process group, so stopping it stops its builds too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(sitePort),
      SUPABASE_LOCAL_PORT: String(backendPort),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  let output = '';
  stack.stdout.on('data', (chunk: Buffer) => (output += chunk));
  stack.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<void>((resolve) => stack.once('exit', () => resolve()));
  const kill = () => {
    if (stack.pid && stack.exitCode === null) process.kill(-stack.pid, 'SIGTERM');
  };
  const stop = () => {
    kill();
    return exited;
  };
  process.on('exit', kill);

  const started = Date.now();
  while ((await fetch(`${base}/build.json`).catch(() => null))?.status !== 200) {
    if (stack.exitCode !== null || Date.now() - started > 240_000) {
      kill();
      throw new Error(`the stack did not come up:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, backendUrl: `http://127.0.0.1:${backendPort}`, dataDir, log: () => output, stop };
}
