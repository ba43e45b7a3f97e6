import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database for every run, so journeys never depend on what an earlier run left.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `kandamul-e2e-${process.pid}-${Date.now()}`);
// The desktop and phone projects run side by side (decision 040: e2e was most of CI's 42 minutes),
// each on a shop of its own (its own server, port and database), one journey at a time within each,
// so a journey never meets the other project's changes to the demo shop. E2E_WORKERS=1 runs them one
// after the other as before.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const SHOPS = {
  desktop: { port: PORT, dataDir: path.join(dataDir, 'desktop') },
  phone: { port: PORT + 1, dataDir: path.join(dataDir, 'phone') },
};
// `--project desktop` (one spec while working on it) starts only that project's shop.
const asked = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const shops = Object.entries(SHOPS).filter(([name]) => !asked.length || asked.includes(name));
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
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/playwright.json' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${SHOPS.desktop.port}` },
    },
    {
      name: 'phone',
      workers: 1,
      use: { ...devices['Pixel 7'], launchOptions, baseURL: `http://127.0.0.1:${SHOPS.phone.port}` },
    },
  ],
  webServer: shops.map(([, { port, dataDir }]) => ({
    // The production server as `npm run serve` runs it; `npm run test:e2e` builds it first.
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/v1/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Development mode serves the same built storefront. The demo shop keeps the dev outbox readable,
      // which the account journeys use to read the codes they were sent.
      NODE_ENV: 'development',
      DEMO: 'true',
      PORT: String(port),
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
      // The journeys log the demo customer in from one address more often than the login limit of 10 a
      // minute lets a person (a retried journey and its neighbours did, and stayed on /login); the limits
      // are tested in the API's tests. RATE_LIMIT_FACTOR=50 lets a journey be repeated (`--repeat-each`).
      RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '5',
    },
  })),
});
