// Issue 36: every docs page of the built Storybook (autodocs and MDX) opens in Chromium without an error and
// within a time limit. The story tests render stories only; a docs page that froze the tab (a raw `<body>` in a
// prop's comment, rendered as an element) went unseen. Run after `npm run build-storybook`:
//   node scripts/check-docs.ts [storybook-static] [id-filter]
// Prints each slow or failed page and a summary line; exits 1 when any page failed. The limit is a minute a page
// (DOCS_PAGE_LIMIT_MS): a healthy page takes a few seconds even on a loaded 2-core machine, the frozen one took 100 s.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const filter = process.argv[3] ?? '';
const limitMs = Number(process.env.DOCS_PAGE_LIMIT_MS ?? 60_000);
const parallel = Number(process.env.DOCS_PAGE_PARALLEL ?? 2);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(root, decodeURIComponent(url.pathname));
  try {
    if (!file.startsWith(root)) throw new Error('outside');
    const target = (await stat(file)).isDirectory() ? path.join(file, 'index.html') : file;
    const body = await readFile(target);
    response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

type Entry = { id: string; type: string; title: string; name: string };
const index = JSON.parse(await readFile(path.join(root, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs' && entry.id.includes(filter));

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const failures: string[] = [];
const times: number[] = [];

/**
 * One tab per lane, reused: after the first page each docs page is opened the way Storybook's own sidebar opens it,
 * through the preview's channel, so the preview's scripts are evaluated once per lane instead of once per page
 * (139 pages took 173 s with a fresh tab each). A page that fails in a reused tab is checked again in a fresh one,
 * whose verdict counts: what an earlier page left behind never fails a later one.
 */
type Lane = { context: BrowserContext; page: Page | null; errors: string[] };

async function check(lane: Lane, entry: Entry) {
  const t0 = Date.now();
  const reused = lane.page !== null;
  let errors = await attempt(lane, entry);
  if (errors.length && reused) errors = await attempt(lane, entry);
  const ms = Date.now() - t0;
  times.push(ms);
  if (errors.length) failures.push(`${entry.id} (${entry.title}): ${errors.join(' | ')}`);
  else if (ms > limitMs / 2) console.log(`slow: ${entry.id} ${ms} ms`);
}

/** Renders one page in the lane's tab (a fresh one if it has none); a failure closes the tab it happened in. */
async function attempt(lane: Lane, entry: Entry): Promise<string[]> {
  const fresh = lane.page === null;
  if (!lane.page) {
    const page = await lane.context.newPage();
    page.on('pageerror', (error) => lane.errors.push(error.message));
    lane.page = page;
  }
  const page = lane.page;
  lane.errors = [];
  // A frozen page can hold Playwright's own time-outs too (the Switch page took minutes): a hard stop per page.
  let hardStop: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    hardStop = setTimeout(() => reject(new Error('page did not answer')), limitMs + 5000);
  });
  try {
    await Promise.race([deadline, fresh ? render(page, entry.id, lane.errors) : switchTo(page, entry.id, lane.errors)]);
  } catch (error) {
    lane.errors.push(`not rendered within ${limitMs} ms (${(error as Error).message.split('\n')[0]})`);
  } finally {
    clearTimeout(hardStop);
  }
  const errors = lane.errors;
  if (errors.length) {
    lane.page = null;
    await settle(page.close());
  }
  return errors;
}

async function render(page: Page, id: string, errors: string[]) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=docs`, { timeout: limitMs });
  // The docs container fills once the page rendered; Storybook shows its error display instead on a failure.
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-errordisplay') ||
      (document.querySelector('#storybook-docs .sbdocs-content')?.childElementCount ?? 0) > 0,
    undefined,
    { timeout: limitMs, polling: 100 },
  );
  await settled(page, errors);
}

/** Opens another docs page in a tab that shows one already, as the sidebar does, and waits for it to render. */
async function switchTo(page: Page, id: string, errors: string[]) {
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (id: string) => void): void;
              off(event: string, listener: (id: string) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setInterval(() => {
          if (document.body.classList.contains('sb-show-errordisplay')) done();
        }, 100);
        const onRendered = (renderedId: string) => {
          if (renderedId === storyId) done();
        };
        function done() {
          clearInterval(timer);
          channel.off('docsRendered', onRendered);
          resolve();
        }
        channel.on('docsRendered', onRendered);
        channel.emit('setCurrentStory', { storyId, viewMode: 'docs' });
      }),
    id,
  );
  await settled(page, errors);
}

/** The verdict once a page has rendered: Storybook's error display, or a main thread still busy after the paint. */
async function settled(page: Page, errors: string[]) {
  const shown = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display')
      : null,
  );
  if (shown) errors.push(shown);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))), {
    timeout: limitMs,
  });
}

// A frozen page may never answer a close: give up on it after a few seconds, the verdict is already taken.
const settle = (promise: Promise<unknown>) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000))]);

const queue = [...docs];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    const lane: Lane = {
      context: await browser.newContext({ viewport: { width: 1280, height: 800 } }),
      page: null,
      errors: [],
    };
    for (let entry = queue.shift(); entry; entry = queue.shift()) await check(lane, entry);
    await settle(lane.context.close());
  }),
);
await settle(browser.close());
server.close();

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
for (const failure of failures) console.error(`FAILED ${failure}`);
console.log(
  `docs pages: ${docs.length - failures.length}/${docs.length} rendered (median ${median} ms, slowest ${times.at(-1) ?? 0} ms, limit ${limitMs} ms)`,
);
process.exit(failures.length ? 1 : 0);
