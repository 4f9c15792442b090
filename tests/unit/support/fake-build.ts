import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteBuilder } from '../../../scripts/lib/site-builder.ts';

/** What the stand-in build prints when it fails, the way `astro build` reports a bad row. */
export const failureOutput = [
  '12:00:00 [build] Building static entrypoints...',
  ' generating static routes ',
  '  ├─ /index.html12:00:01 [ERROR] Error: Invalid content in faq_items row 2 (faq_key=pets, language=en): answer: Too small',
  '    at validateRows (load-content.ts:60:11)',
];

/** What the stand-in build prints before it is killed: a success line of Vite's. */
export const lastWordsOfAKilledBuild = '[vite] ✓ built in 363ms';

// A stand-in for `astro build`: counts its starts and runs, waits for GATE_FILE when one is
// named (so a test decides when a build ends), fails while FAIL_FILE exists, and is killed
// (SIGKILL, like the OOM killer) while KILL_FILE exists: once when the file says so.
const script = `import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
const out = process.argv[2];
const { STARTED_FILE, GATE_FILE, RUNS_FILE, FAIL_FILE, KILL_FILE, FAILURE, LAST_WORDS } = process.env;
appendFileSync(STARTED_FILE, 'x');
while (GATE_FILE && !existsSync(GATE_FILE)) await new Promise((r) => setTimeout(r, 10));
appendFileSync(RUNS_FILE, 'x');
if (existsSync(FAIL_FILE)) { console.error(FAILURE); process.exit(1); }
if (existsSync(KILL_FILE)) {
  if (readFileSync(KILL_FILE, 'utf8') === 'once') rmSync(KILL_FILE);
  console.log(LAST_WORDS);
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => {});
}
mkdirSync(out, { recursive: true });
writeFileSync(out + '/index.html', 'site');`;

/** A temporary folder for fake builders; `cleanup` deletes it. */
export async function fakeBuilds() {
  const dir = await mkdtemp(join(tmpdir(), 'site-builder-'));
  const file = join(dir, 'fake-build.mjs');
  await writeFile(file, script);
  const count = (path: string) =>
    readFile(path, 'utf8').then(
      (text) => text.length,
      () => 0,
    );

  /** A SiteBuilder running the stand-in; `gated` builds wait for `release()`. */
  function builder(
    name: string,
    { gated = false, log = () => {} }: { gated?: boolean; log?: (line: string) => void } = {},
  ) {
    const files = {
      started: join(dir, `${name}.started`),
      runs: join(dir, `${name}.runs`),
      fail: join(dir, `${name}.fail`),
      gate: join(dir, `${name}.gate`),
      kill: join(dir, `${name}.kill`),
    };
    const site = new SiteBuilder({
      projectDir: dir,
      outRoot: join(dir, name),
      env: {
        ...process.env,
        STARTED_FILE: files.started,
        RUNS_FILE: files.runs,
        FAIL_FILE: files.fail,
        KILL_FILE: files.kill,
        LAST_WORDS: lastWordsOfAKilledBuild,
        GATE_FILE: gated ? files.gate : '',
        FAILURE: failureOutput.join('\n'),
      },
      log,
      command: (outDir) => [file, outDir],
    });
    return {
      site,
      runs: () => count(files.runs),
      /** Resolves once `n` builds have started. */
      started: async (n: number) => {
        while ((await count(files.started)) < n) await new Promise((r) => setTimeout(r, 10));
      },
      release: () => writeFile(files.gate, ''),
      failNextBuilds: () => writeFile(files.fail, ''),
      succeedNextBuilds: () =>
        Promise.all([rm(files.fail, { force: true }), rm(files.kill, { force: true })]),
      /** The next build is killed; the one after it runs. */
      killNextBuild: () => writeFile(files.kill, 'once'),
      /** Every build is killed until `succeedNextBuilds`. */
      killNextBuilds: () => writeFile(files.kill, 'always'),
    };
  }

  return { builder, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
