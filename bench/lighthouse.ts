// Prints Lighthouse's mobile scores (simulated slow 4G and 4x CPU, its defaults) for the signed-in home page,
// the announcement list, sign-in and the trial booking page of the built portal (PGlite, demo data), the median
// of three runs each, next to a static page served from the same machine as the calibration of what this
// machine can score. Goals (issue 18): performance ≥ 0.95 on / and /announcement/list, ≥ 0.98 on /login and
// /trial; accessibility 1.0 on each.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { signedInBrowser } from './lib/devtools.ts';
import { signInAsGuardian, waitFor } from './lib/server.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// Two ports from BENCH_PORT on, so two benches on one machine do not collide.
const PORT = Number(process.env.BENCH_PORT ?? 3793);
const STATIC_PORT = PORT + 1;

// Goals are absent on the calibration page.
type Page = { label: string; url: string; signedIn: boolean; performance?: number; accessibility?: number };
const pages: Page[] = [
  { label: 'static page', url: `http://127.0.0.1:${STATIC_PORT}/`, signedIn: false },
  { label: '/ (signed in)', url: `http://127.0.0.1:${PORT}/`, signedIn: true, performance: 0.95, accessibility: 1 },
  {
    label: '/announcement/list',
    url: `http://127.0.0.1:${PORT}/announcement/list`,
    signedIn: true,
    performance: 0.95,
    accessibility: 1,
  },
  { label: '/login', url: `http://127.0.0.1:${PORT}/login`, signedIn: false, performance: 0.98, accessibility: 1 },
  {
    label: '/trial',
    url: `http://127.0.0.1:${PORT}/trial?store_id=1301&lesson_id=1301-w1&code=WEB01`,
    signedIn: false,
    performance: 0.98,
    accessibility: 1,
  },
];

// A page of the size of a short article, with nothing to load: the ceiling of the machine.
const STATIC_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="較正用のページ"><title>較正用のページ</title></head><body><main><h1>較正用のページ</h1>${'<p>このページは、同じ機械で測ったときの上限を示すための静的なページです。</p>'.repeat(20)}</main></body></html>`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production needs the origin of mailed links.
      PUBLIC_URL: `http://localhost:${PORT}`,
      PUSHER_APP_SECRET: 'bench-realtime-secret',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PORT: String(PORT),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const calibration = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(STATIC_HTML);
  }).listen(STATIC_PORT, '127.0.0.1');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`);
    const cookie = await signInAsGuardian(`http://127.0.0.1:${PORT}`);
    console.log(`Lighthouse mobile (its default throttling), median of ${RUNS}`);
    // BENCH_PAGES=/,/login measures only these pages (the calibration always).
    const only = process.env.BENCH_PAGES?.split(',');
    for (const page of pages.filter((p) => !only || !p.performance || only.includes(p.label.split(' ')[0] ?? ''))) {
      const scores = {
        performance: [] as number[],
        accessibility: [] as number[],
        lcp: [] as number[],
        tbt: [] as number[],
        cls: [] as number[],
        fcp: [] as number[],
      };
      for (let run = 0; run < RUNS; run += 1) {
        // Signed in: the session in the browser's cookie jar, the cache emptied here instead of by Lighthouse
        // (whose reset would clear the cookies too).
        if (page.signedIn) await signedInBrowser(chrome.port, new URL(page.url).origin, cookie);
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(page.signedIn ? { disableStorageReset: true } : {}),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page.url}`);
        scores.performance.push(lhr.categories.performance?.score ?? 0);
        scores.accessibility.push(lhr.categories.accessibility?.score ?? 0);
        scores.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        scores.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        scores.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        scores.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
        if (process.env.BENCH_DUMP) {
          await mkdir(process.env.BENCH_DUMP, { recursive: true });
          await writeFile(
            path.join(process.env.BENCH_DUMP, `${page.label.replace(/\W+/g, '_')}-${run}.json`),
            JSON.stringify(lhr),
          );
        }
        if (process.env.BENCH_SHIFTS) {
          // What moved, to find the box that arrives late (issue 18: CLS on home).
          const items = (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
          console.log(JSON.stringify(items, null, 1).slice(0, 3000));
        }
      }
      const perf = median(scores.performance);
      const a11y = median(scores.accessibility);
      const goal = (value?: number) => (value === undefined ? ' (calibration)' : ` (goal ≥ ${value})`);
      console.log(
        `${page.label.padEnd(20)} performance ${perf.toFixed(2)}${goal(page.performance)}  accessibility ${a11y.toFixed(2)}${goal(page.accessibility)}  FCP ${(median(scores.fcp) / 1000).toFixed(1)} s  LCP ${(median(scores.lcp) / 1000).toFixed(1)} s  TBT ${median(scores.tbt).toFixed(0)} ms  CLS ${median(scores.cls).toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    calibration.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
