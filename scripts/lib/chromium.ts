import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The Chromium to drive: CHROMIUM_PATH, else the system's, else (undefined) Playwright's own. */
export const chromiumExecutable: string | undefined =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Launch flags for a quiet headless Chromium: no sandbox, GPU, sync or background traffic. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What a bench's Chromium leaves out besides: the omnibox's popup, a web page of its own
 * (chrome://omnibox-popup.top-chrome/, a 'WebUI Top Renderer' process) that headless Chromium 156
 * builds while Lighthouse loads the page under test. Its 0.2–2.2 s of main-thread work per run
 * competed with the page's renderer for the two cores the bars are measured on (the run's trace
 * has it beside the page's: docs/architecture.md#bars). A `--disable-features` of ours replaces
 * the one Playwright passes, so its list (playwright-core's `chromiumSwitches`, less its Windows
 * and Edge entries) is kept here too.
 */
const benchDisabledFeatures = [
  // Playwright's own.
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
  // The omnibox's popup, its full and AI-mode variants.
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Playwright's own flags a bench's Chromium goes without: `--disable-back-forward-cache`, which
 * keeps Playwright's page.goBack() simple but made Lighthouse's bf-cache audit fail on a page a
 * visitor's browser does keep in its back/forward cache.
 */
export const benchIgnoredDefaultArgs: string[] = ['--disable-back-forward-cache'];

/** Launch flags for the benches' Chromium (`npm run bench:*`): `chromiumArgs`, and the above. */
const benchChromiumArgs: readonly string[] = [
  ...chromiumArgs,
  `--disable-features=${benchDisabledFeatures.join(',')}`,
];

/**
 * How a bench launches Chromium: the system's, with `benchChromiumArgs` and without
 * `benchIgnoredDefaultArgs`; with a `debugPort`, Lighthouse can attach to it.
 */
export function benchLaunchOptions(debugPort?: number): LaunchOptions {
  return {
    executablePath: chromiumExecutable,
    args:
      debugPort === undefined
        ? [...benchChromiumArgs]
        : [...benchChromiumArgs, `--remote-debugging-port=${debugPort}`],
    ignoreDefaultArgs: benchIgnoredDefaultArgs,
  };
}
