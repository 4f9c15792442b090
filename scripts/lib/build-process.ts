/**
 * The `astro build` processes the local publish loop runs (docs/architecture.md#publish-loop): one
 * started on demand, or one started ahead of time that has loaded Astro and waits for its order
 * (warm-build.ts), so a content save does not pay for Astro's start-up.
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A build that ended on a signal (killed, or crashed) instead of exiting: its output is cut off
 * mid-way, so its last line says nothing about why (it may even be a success line).
 */
export class BuildStopped extends Error {
  readonly signal: NodeJS.Signals;
  /** True once the build was tried again and stopped again. */
  retried = false;
  constructor(signal: NodeJS.Signals, output: string) {
    super(`the build was stopped by ${signal} before it finished:\n${output}`);
    this.signal = signal;
  }

  /** The line the admin's publish status shows. */
  get summary(): string {
    const again = this.retried ? ', and again when it was tried once more' : '';
    return `The build was stopped by ${this.signal} before it finished (killed or crashed)${again}`;
  }
}

/** A build's process: its output (the last 8,000 characters) and how it ended. */
export interface BuildProcess {
  /** Whether it has not ended yet. */
  running(): boolean;
  /** Hands a process started ahead of time its build (scripts/lib/warm-build.ts). */
  start(order: { args: string[]; env: Record<string, string> }): void;
  /** Resolves when it exited with 0; rejects with its output otherwise. */
  finished(): Promise<void>;
}

export function buildProcess(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  stdin: 'ignore' | 'pipe',
): BuildProcess {
  const child = spawn(process.execPath, args, { cwd, env, stdio: [stdin, 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A process waiting for its order does not keep this one alive (a test's builder, say).
  const streams = [child.stdin, child.stdout, child.stderr] as (Socket | null)[];
  const hold = (on: boolean) => {
    for (const stream of [child, ...streams]) {
      if (on) stream?.ref();
      else stream?.unref();
    }
  };
  if (stdin === 'pipe') hold(false);
  let ended = false;
  // Never rejects, so a process that ends while waiting leaves no unhandled rejection.
  const end = new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>(
    (resolve) => {
      child.on('error', (error) => resolve({ code: null, signal: null, error }));
      child.on('close', (code, signal) => resolve({ code, signal }));
    },
  ).finally(() => (ended = true));
  return {
    running: () => !ended,
    start(order) {
      hold(true);
      child.stdin?.end(`${JSON.stringify(order)}\n`);
    },
    async finished() {
      const { code, signal, error } = await end;
      if (error) throw error;
      if (signal) throw new BuildStopped(signal, output);
      if (code !== 0) throw new Error(`the build exited with ${code}:\n${output}`);
    },
  };
}

/**
 * An `astro build` process started now that loads Astro and waits for its order; it does not keep
 * this process alive while it waits.
 */
export function warmBuild(projectDir: string, env: NodeJS.ProcessEnv): BuildProcess {
  const script = fileURLToPath(new URL('./warm-build.ts', import.meta.url));
  return buildProcess([script], projectDir, env, 'pipe');
}
