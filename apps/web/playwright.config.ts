import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database for every run, so journeys never depend on what an earlier run left.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `kandamul-e2e-${process.pid}-${Date.now()}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    // The production server as `npm run serve` runs it; `npm run test:e2e` builds it first.
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/v1/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Development mode serves the same built storefront. The demo shop keeps the dev outbox readable,
      // which the account journeys use to read the codes they were sent.
      NODE_ENV: 'development',
      DEMO: 'true',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The payment journeys wait for the reconciliation: ask the wallet simulators every 2 s.
      PAYMENT_RECHECK_SECONDS: '2',
      // The journeys place many orders as the demo customer within minutes, past the 10-per-10-minutes
      // checkout limit a shopper has (that limit is tested in the API's attack tests).
      CHECKOUT_RATE_CUSTOMER: '1000',
      CHECKOUT_RATE_IP: '1000',
      // Lets several people test at once, each with a storefront built into a folder of their own.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      // Lets a journey be repeated (`--repeat-each`) past the login limit of 10 a minute.
      ...(process.env.RATE_LIMIT_FACTOR ? { RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR } : {}),
    },
  },
});
