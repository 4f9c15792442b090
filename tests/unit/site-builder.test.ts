import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteBuilder } from '../../scripts/lib/site-builder.ts';

let dir: string;
let script: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-builder-'));
  script = join(dir, 'fake-build.mjs');
  // A stand-in for `astro build`: takes a moment, counts its runs, fails while FAIL_FILE exists.
  await writeFile(
    script,
    `import { existsSync, mkdirSync, writeFileSync, appendFileSync } from 'node:fs';
     const out = process.argv[2];
     await new Promise((r) => setTimeout(r, 300));
     appendFileSync(process.env.RUNS_FILE, 'x');
     if (existsSync(process.env.FAIL_FILE)) { console.error('boom: invalid row'); process.exit(1); }
     mkdirSync(out, { recursive: true });
     writeFileSync(out + '/index.html', process.env.CONTENT ?? 'site');`,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function builder(name: string) {
  const runsFile = join(dir, `${name}.runs`);
  const failFile = join(dir, `${name}.fail`);
  const site = new SiteBuilder({
    projectDir: dir,
    outRoot: join(dir, name),
    env: { ...process.env, RUNS_FILE: runsFile, FAIL_FILE: failFile },
    log: () => {},
    command: (outDir) => [script, outDir],
  });
  const runs = () =>
    readFile(runsFile, 'utf8').then(
      (s) => s.length,
      () => 0,
    );
  const failNextBuilds = () => writeFile(failFile, '');
  return { site, runs, failNextBuilds };
}

describe('the local site builder', () => {
  it('serves a new folder only after its build succeeded', async () => {
    const { site } = builder('first');
    expect(site.state.live).toBeUndefined();
    await site.request();
    expect(await readFile(join(site.state.live!, 'index.html'), 'utf8')).toBe('site');
  });

  it('coalesces requests that arrive during a build into one follow-up build', async () => {
    const { site, runs } = builder('coalesce');
    const first = site.request();
    await new Promise((r) => setTimeout(r, 50));
    const during = [site.request(), site.request(), site.request()];
    await Promise.all([first, ...during]);
    expect(await runs()).toBe(2);
    expect(site.state.building).toBe(false);
  });

  it('keeps the previous site live when a build fails, and reports why', async () => {
    const { site, failNextBuilds } = builder('failing');
    await site.request();
    const live = site.state.live;
    await failNextBuilds();
    await site.request();
    expect(site.state.live).toBe(live);
    expect(site.state.lastError).toContain('boom: invalid row');
    expect(await readFile(join(live!, 'index.html'), 'utf8')).toBe('site');
  });
});
