import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/** End-to-end tests drive real Chromium against the real stack (`npm start` on test ports). */
const port = Number(process.env.E2E_PORT ?? 4330);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54330);
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password' };

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const executablePath = process.env.CHROMIUM_PATH ?? systemChromium;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@mobile/,
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
      DATA_DIR: '.test-data/e2e',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  },
});
