/**
 * One Lighthouse mobile run for `bench:site` (docs/architecture.md#bars), kept for a closer look:
 * its report as `<reportDir>/<name>.json` (the LCP element and its phases, the main thread's
 * tasks…) and its trace and network log in `<reportDir>/<name>-artifacts/`, from which
 * scripts/lib/lcp-parts.ts splits the LCP.
 */
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

export interface LighthouseRunOptions {
  /** The DevTools port of the browser Lighthouse drives. */
  port: number;
  categories: string[];
  reportDir: string;
  /** The run's file names in `reportDir`. */
  name: string;
  /** Lighthouse's own (4×) when not given. */
  cpuSlowdownMultiplier?: number;
}

/**
 * Runs Lighthouse on `url` and returns its report and where its artifacts are. A run Lighthouse
 * could not measure (now and then a trace without its navigation start, NO_NAVSTART) has no LCP
 * and no performance score: it is run again, not counted as 0; three failures in a row throw.
 */
export async function lighthouseRun(
  url: string,
  options: LighthouseRunOptions,
): Promise<{ lhr: LighthouseResult['lhr']; artifactsDir: string }> {
  const { port, categories, reportDir, name, cpuSlowdownMultiplier } = options;
  const artifactsDir = join(reportDir, `${name}-artifacts`);
  const run = () =>
    lighthouse(url, {
      // Gathers, keeps the trace and network log, then audits.
      gatherMode: artifactsDir,
      auditMode: artifactsDir,
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      formFactor: 'mobile',
      blockedUrlPatterns: ['*google.com*', '*gstatic.com*', '*googleapis.com*'],
      ...(cpuSlowdownMultiplier
        ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } }
        : {}),
    });
  let result = await run();
  for (let attempt = 2; result?.lhr.runtimeError && attempt <= 3; attempt++) {
    console.log(
      `  (${name}: Lighthouse could not measure the page, ${result.lhr.runtimeError.code}; running it again)`,
    );
    result = await run();
  }
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse failed three times: ${result.lhr.runtimeError.message}`);
  }
  await mkdir(reportDir, { recursive: true });
  await writeFile(join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
  return { lhr: result.lhr, artifactsDir };
}
