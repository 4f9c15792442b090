import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The scripts find the project from their own location, so they run from a copy of it: if a
// guard ever failed, the copy is what would be lost, never the working tree.
const source = fileURLToPath(new URL('../..', import.meta.url));
let copy: string;
let before: string[];

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'reset-guard-'));
  for (const entry of ['package.json', 'scripts', 'src', 'supabase']) {
    await cp(join(source, entry), join(copy, entry), { recursive: true });
  }
  await symlink(join(source, 'node_modules'), join(copy, 'node_modules'), 'dir');
  await writeFile(join(copy, 'sentinel.txt'), 'the owner was here');
  before = (await readdir(copy)).sort();
}, 60_000);
afterAll(() => rm(copy, { recursive: true, force: true }));

/** Runs a script of the copy with DATA_DIR set; its exit code and output. */
function run(args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', SUPABASE_LOCAL_PORT: '0' };
    const child = spawn(process.execPath, args, { cwd: copy, env, timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const commands: [string, string[]][] = [
  ['npm start -- --reset', ['scripts/start.ts', '--reset']],
  ['npm run db:reset', ['scripts/db-reset.ts']],
];
const cases: [string, RegExp][] = [
  ['', /^error: DATA_DIR is set but empty/],
  ['.', /^error: Refusing to use .* as the data directory: it is the project/],
];

describe.each(commands)('%s', (_name, args) => {
  it.each(cases)(
    'with DATA_DIR="%s" stops with one clear line and leaves the project intact',
    async (dataDir, message) => {
      const result = await run(args, dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
      expect(result.stdout).toBe('');
      expect((await readdir(copy)).sort()).toEqual(before);
      expect(await readFile(join(copy, 'sentinel.txt'), 'utf8')).toBe('the owner was here');
      expect(existsSync(join(copy, 'scripts', 'start.ts'))).toBe(true);
    },
    90_000,
  );
});
