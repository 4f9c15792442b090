import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A build made the way Netlify makes it (no LOCAL_BUILD_STATUS; seed content, so no backend is
// needed) carries no trace of the local orchestrator: the admin's publish status never asks a
// production site for /_local/status. tests/e2e/build-output.spec.ts shows npm start's build does.
const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
let outDir: string;
let files: { path: string; text: string }[];

/** Every file under `dir`, recursively, with its text. */
async function readTree(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, text: await readFile(path, 'utf8') };
      }),
  );
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'netlify-build-'));
  const { LOCAL_BUILD_STATUS: _local, ...inherited } = process.env;
  await run(
    process.execPath,
    [join(projectDir, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir],
    {
      cwd: projectDir,
      env: { ...inherited, CONTENT_SOURCE: 'seed', ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  files = await readTree(outDir);
}, 300_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('a build outside npm start', () => {
  it('ships the admin publish status without the local build-status probe', () => {
    const publishStatus = files.filter(({ text }) => text.includes('/build.json'));
    expect(publishStatus.map(({ path }) => path)).toContainEqual(
      expect.stringMatching(/_astro\/.*\.js$/),
    );
    const withProbe = files.filter(({ text }) => text.includes('/_local/')).map(({ path }) => path);
    expect(withProbe).toEqual([]);
  });
});
