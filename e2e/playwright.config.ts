import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { smtpPortOf } from './ports.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// One server and database per worker (ports port, port+1, …; fixtures.ts points each worker at its own),
// so test files run side by side without seeing each other's writes.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  // Apart from the visual tier's results, so neither run clears the other's traces.
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  // Two browsers, two servers and their in-process databases share two cores in CI: a page that answers in 6 s
  // there is slow, not broken. What each assertion expects is unchanged; only how long it may take to appear.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    // The portal's service worker (issue 34) would answer requests before page.route() sees them: off everywhere but
    // in the spec about the worker itself (pwa.spec.ts allows it).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      // The XSS corpus and how the server serves files check what runs, not how it looks, as do the tests tagged
      // @one-width (a family's data refused to another family): one width is enough.
      testIgnore: /(xss|serving)\.spec\.ts/,
      grepInvert: /@one-width/,
    },
    // Issue 30's fault matrix (e2e/faults/README.md): every form and flow × every fault, one width, then its figures.
    {
      name: 'faults',
      testDir: './faults',
      testMatch: /\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      teardown: 'faults-figures',
    },
    { name: 'faults-figures', testDir: './faults', testMatch: /figures\.teardown\.ts$/ },
  ],
  // The real server with the built portal on a fresh in-memory database seeded with the demo data.
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${port + i}/api/health`,
    reuseExistingServer: false,
    // A fresh server seeds the demo before it answers: 20-40 s alone, over two minutes on a machine shared at load 20.
    timeout: 180_000,
    env: {
      PORT: String(port + i),
      HOST: '127.0.0.1',
      DATA_DIR: `memory://e2e${i}`,
      // The database lives in memory; its files go to a scratch folder, not the developer's own storage.
      STORAGE_DIR: join(tmpdir(), `portal-e2e-storage-${port + i}`),
      SEED_DEMO: 'true',
      // Lets the tests that use up demo state put it back first (fixtures.ts resetDemoData).
      E2E_RESET: 'true',
      // Every test books from the same address, many to one email; both ceilings are tested on the server.
      PUBLIC_SUBMIT_LIMIT: '1000',
      PUBLIC_SUBMIT_PER_EMAIL: '1000',
      LOG_LEVEL: 'warn',
      // Issue 32: mail goes over SMTP to the worker's own receiver in the test process (fixtures.ts `mailbox`), so a
      // test reads the real message; links start with the server's own origin.
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(port, i)}`,
      MAIL_FROM: 'portal@example.jp',
      PUBLIC_URL: `http://127.0.0.1:${port + i}`,
    },
  })),
});
