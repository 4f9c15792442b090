import { existsSync } from 'node:fs';

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
