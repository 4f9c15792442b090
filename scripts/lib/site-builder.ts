import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BuildStopped, buildProcess, warmBuild, type BuildProcess } from './build-process.ts';
import type { LeftOutPhoto } from '../../src/lib/content/left-out-photos.ts';
import { buildFailureCode, type FailureCode } from '../../src/lib/publish-failure.ts';

export interface BuildState {
  /** Folder of the newest successful build, served as the live site. */
  live?: string;
  building: boolean;
  /** Output of the last build when it failed (its tail); undefined after a good build. */
  lastError?: string;
  /** The first meaningful error line of that output, for the admin's publish status. */
  lastErrorLine?: string;
  /** What that failure is, when it is one the admin words for the owner (publish-failure.ts). */
  lastErrorCode?: FailureCode;
  builds: number;
}

export interface SiteBuilderOptions {
  projectDir: string;
  /** Parent folder of the numbered build folders. */
  outRoot: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** The build command for an output folder; `astro build --outDir <dir>` unless given. */
  command?: (outDir: string) => string[];
  /**
   * How long a build waits before it starts (ms, default 0), so that requests arriving together
   * share it: an editor saving both languages writes two rows, and each write calls the hook.
   */
  settleMs?: number;
}

/**
 * Rebuilds the static site into a fresh folder and switches the live folder only after a build
 * succeeded, so a failed build keeps the old site. Requests that arrive before a build starts
 * share it; those that arrive while it runs coalesce into one follow-up build, so no change is
 * left unpublished.
 */
export class SiteBuilder {
  readonly state: BuildState = { building: false, builds: 0 };
  private readonly options: SiteBuilderOptions;
  private pending = false;
  private current: Promise<void> | undefined;
  /** The next build's process, already loading Astro while nothing is built. */
  private warm: BuildProcess | undefined;

  constructor(options: SiteBuilderOptions) {
    this.options = options;
  }

  /** Asks for a build; resolves once a build that started after this call has finished. */
  request(): Promise<void> {
    if (this.current) {
      // The running loop sees the flag and builds once more before it settles.
      this.pending = true;
      return this.current;
    }
    this.current = this.loop().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  private async loop(): Promise<void> {
    do {
      await new Promise((resolve) => setTimeout(resolve, this.options.settleMs ?? 0));
      // Every request so far is covered: the build reads the database from here on.
      this.pending = false;
      await this.buildOnce();
    } while (this.pending);
  }

  private async buildOnce(): Promise<void> {
    const { outRoot, log } = this.options;
    this.state.building = true;
    const number = ++this.state.builds;
    const outDir = join(outRoot, `build-${Date.now()}-${number}`);
    await mkdir(outRoot, { recursive: true });
    const started = Date.now();
    log(`site: building (#${number})…`);
    // The code does not change while this process runs: after a first full build, a rebuild for
    // new content copies the owner's pages from the live one (scripts/lib/app-pages.ts).
    const extraEnv: Record<string, string> = this.state.live
      ? { SITE_APP_PAGES_FROM: this.state.live }
      : {};
    try {
      await this.execute(outDir, extraEnv).catch(async (error) => {
        // A build stopped from outside (the OOM killer, a crash) says nothing about the content:
        // one more try, in a clean folder, before the owner is told.
        // Ctrl-C reaches the build too: then everything is stopping, and nothing is retried.
        if (!(error instanceof BuildStopped) || error.signal === 'SIGINT') throw error;
        log(`site: build #${number} was stopped by ${error.signal}; trying once more…`);
        await rm(outDir, { recursive: true, force: true });
        await this.execute(outDir, extraEnv).catch((again: unknown) => {
          if (again instanceof BuildStopped) again.retried = true;
          throw again;
        });
      });
      const previous = this.state.live;
      this.state.live = outDir;
      this.state.lastError = undefined;
      this.state.lastErrorLine = undefined;
      this.state.lastErrorCode = undefined;
      const kind = extraEnv.SITE_APP_PAGES_FROM ? ', content only' : '';
      log(
        `site: build #${number} is live (${((Date.now() - started) / 1000).toFixed(1)} s${kind})`,
      );
      for (const photo of await leftOutPhotos(outDir)) {
        log(
          `site: build #${number} left out the ${photo.place} photo ${photo.url}: ${photo.detail}`,
        );
      }
      await removeOldBuilds(outRoot, [outDir, previous]);
    } catch (error) {
      this.state.lastError = (error as Error).message;
      const stopped = error instanceof BuildStopped;
      this.state.lastErrorLine = stopped ? error.summary : firstErrorLine(this.state.lastError);
      this.state.lastErrorCode =
        (stopped ? 'stopped' : buildFailureCode(this.state.lastErrorLine)) ?? undefined;
      log(`site: build #${number} failed; the previous site stays live.\n${this.state.lastError}`);
      await rm(outDir, { recursive: true, force: true });
    } finally {
      this.state.building = false;
    }
  }

  /**
   * Runs one build into `outDir`: the given command, else `astro build` in the process started
   * ahead of time (scripts/lib/warm-build.ts), and starts the next such process right after.
   */
  private async execute(outDir: string, extraEnv: Record<string, string>): Promise<void> {
    const { projectDir, env, command } = this.options;
    if (command) {
      const args = command(outDir);
      return buildProcess(args, projectDir, { ...env, ...extraEnv }, 'ignore').finished();
    }
    const build = this.warm?.running() ? this.warm : warmBuild(projectDir, env);
    this.warm = undefined;
    build.start({ args: ['build', '--outDir', outDir], env: extraEnv });
    try {
      await build.finished();
    } finally {
      this.warm = warmBuild(projectDir, env);
    }
  }
}

/**
 * The line of a failed build's output that says what went wrong: the first `[ERROR]` message
 * (Astro's), else the first line starting with "error", else the last line; without terminal
 * colours, log tags ("[build] …") and a leading "Error: ".
 */
export function firstErrorLine(output: string): string {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split(/\r?\n/);
  const tidy = (line: string) =>
    line
      .replace(/^\s*(\[[\w-]+\]\s*)+/, '')
      .replace(/^Caught error rendering \S+: /, '')
      .replace(/^Error: /, '')
      .trim();
  const astro = lines.find((line) => line.includes('[ERROR]'));
  if (astro) return tidy(astro.slice(astro.indexOf('[ERROR]')));
  const error = lines.find((line) => /^\s*error\b/i.test(line));
  if (error) return tidy(error.trim().replace(/^error:?\s*/i, ''));
  return tidy(lines.filter((line) => line.trim() !== '').at(-1) ?? 'the build failed');
}

/** The photos a build left out, as its `/build.json` lists them (none when it has no list). */
async function leftOutPhotos(outDir: string): Promise<LeftOutPhoto[]> {
  try {
    const build = JSON.parse(await readFile(join(outDir, 'build.json'), 'utf8')) as {
      leftOutPhotos?: LeftOutPhoto[];
    };
    return build.leftOutPhotos ?? [];
  } catch {
    return [];
  }
}

/** Keeps the live build and the one before it (still being served to in-flight requests). */
async function removeOldBuilds(outRoot: string, keep: (string | undefined)[]): Promise<void> {
  const names = await readdir(outRoot).catch(() => [] as string[]);
  await Promise.all(
    names
      .map((name) => join(outRoot, name))
      .filter((dir) => !keep.includes(dir))
      .map((dir) => rm(dir, { recursive: true, force: true })),
  );
}
