import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstErrorLine } from '../../scripts/lib/site-builder.ts';
import { failureOutput, fakeBuilds, lastWordsOfAKilledBuild } from './support/fake-build.ts';

let builds: Awaited<ReturnType<typeof fakeBuilds>>;
beforeAll(async () => {
  builds = await fakeBuilds();
});
afterAll(() => builds.cleanup());

// Each case starts real Node processes (a few per case); on a busy machine that takes seconds.
const processTimeout = { timeout: 30_000 };

describe('the local site builder', processTimeout, () => {
  it('serves a new folder only after its build succeeded', async () => {
    const { site } = builds.builder('first');
    expect(site.state.live).toBeUndefined();
    await site.request();
    expect(await readFile(join(site.state.live!, 'index.html'), 'utf8')).toBe('site');
  });

  it('coalesces requests that arrive during a build into one follow-up build', async () => {
    const { site, runs, started, release } = builds.builder('coalesce', { gated: true });
    const first = site.request();
    await started(1);
    // The first build is running until released: these three arrive during it.
    const during = [site.request(), site.request(), site.request()];
    expect(site.state.building).toBe(true);
    await release();
    await Promise.all([first, ...during]);
    expect(await runs()).toBe(2);
    expect(site.state.building).toBe(false);
  });

  it('requests that arrive before a build starts share it', async () => {
    const { site, runs } = builds.builder('together');
    // An editor's save of both languages: two writes, two hook calls, one after the other.
    await Promise.all([site.request(), site.request()]);
    expect(await runs()).toBe(1);
  });

  it('keeps the previous site live when a build fails, and reports why', async () => {
    const { site, failNextBuilds, succeedNextBuilds } = builds.builder('failing');
    await site.request();
    const live = site.state.live;
    await failNextBuilds();
    await site.request();
    expect(site.state.live).toBe(live);
    expect(site.state.lastError).toContain(failureOutput[2]);
    expect(site.state.lastErrorLine).toBe(
      'Invalid content in faq_items row 2 (faq_key=pets, language=en): answer: Too small',
    );
    expect(site.state.lastErrorCode).toBe('contentInvalid');
    expect(await readFile(join(live!, 'index.html'), 'utf8')).toBe('site');
    await succeedNextBuilds();
    await site.request();
    expect(site.state.live).not.toBe(live);
    expect(site.state.lastError).toBeUndefined();
    expect(site.state.lastErrorLine).toBeUndefined();
    expect(site.state.lastErrorCode).toBeUndefined();
  });
});

describe('a build killed or crashed before it finished', processTimeout, () => {
  it('is tried once more, and that build goes live', async () => {
    const log: string[] = [];
    const { site, runs, killNextBuild } = builds.builder('killed-once', {
      log: (l) => log.push(l),
    });
    await killNextBuild();
    await site.request();
    expect(await runs()).toBe(2);
    expect(await readFile(join(site.state.live!, 'index.html'), 'utf8')).toBe('site');
    expect(site.state.lastErrorLine).toBeUndefined();
    expect(log).toContainEqual(expect.stringMatching(/stopped by SIGKILL; trying once more/));
  });

  it('is reported with its signal, not with the last line it printed, when killed again', async () => {
    const { site, runs, killNextBuilds, succeedNextBuilds } = builds.builder('killed-twice');
    await site.request();
    const live = site.state.live;
    await killNextBuilds();
    await site.request();
    expect(await runs()).toBe(3);
    expect(site.state.live).toBe(live);
    expect(site.state.lastErrorLine).toBe(
      'The build was stopped by SIGKILL before it finished (killed or crashed), and again when it was tried once more',
    );
    expect(site.state.lastErrorCode).toBe('stopped');
    expect(site.state.lastError).toContain(lastWordsOfAKilledBuild);
    await succeedNextBuilds();
    await site.request();
    expect(await runs()).toBe(4);
    expect(site.state.lastErrorLine).toBeUndefined();
  });
});

describe('firstErrorLine', () => {
  it("picks Astro's first [ERROR] message without its tags", () => {
    const output = [
      '14:05:29 [build] output: "static"',
      '  ├─ /404.html14:05:43 [ERROR] Error: cannot reach the data API at http://127.0.0.1:1',
      '    at apiError (load-content.mjs:514:103)',
      '14:05:43 [ERROR] [build] Caught error rendering /404: Error: cannot reach the data API',
    ].join('\n');
    expect(firstErrorLine(output)).toBe('cannot reach the data API at http://127.0.0.1:1');
  });

  it('falls back to a line starting with "error", then to the last line, without colours', () => {
    expect(firstErrorLine('building\n\u001b[31merror: Unexpected token\u001b[39m\nat x')).toBe(
      'Unexpected token',
    );
    expect(firstErrorLine('building\nboom: invalid row\n\n')).toBe('boom: invalid row');
  });
});
