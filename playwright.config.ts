import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/lib/chromium.ts';
import { backendPort, e2eAdmin, sitePort as port } from './tests/e2e/support/stack.ts';

/** End-to-end tests drive real Chromium against the real stack (`npm start` on test ports). */

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more: a pass then is reported as flaky, and the failed attempt's
  // browser log is printed (docs/decisions.md, "One retry in CI"). Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tests/e2e/support/failure-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable, args: [...chromiumArgs] },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@mobile-only/,
      testIgnore: /publish/,
    },
    // Tests tagged @mobile also run on a phone; @mobile-only ones run there alone.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@mobile/,
      testIgnore: /publish/,
    },
    // Publishing changes the database and rebuilds the site, so it runs after the read-only suites,
    // one file at a time (a test waiting for the site to catch up must not see another's changes).
    {
      name: 'publish',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /publish.*\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/start.ts --reset',
    url: `http://127.0.0.1:${port}/build.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      SUPABASE_LOCAL_PORT: String(backendPort),
      DATA_DIR: `.test-data/e2e-${port}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  },
});
