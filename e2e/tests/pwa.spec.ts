import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { accounts, signInAt } from './auth';
import { expect, test } from './fixtures';

// Issue 34: the installable portal. The other specs block service workers (playwright.config.ts), so that
// page.route() sees every request; here the worker runs as a guardian's browser runs it.
test.use({ serviceWorkers: 'allow' });
// A worker's first install fetches the whole shell before it looks after the page: more time than a page's load.
test.slow();

/** Waits until the portal's service worker has installed and looks after this page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
}

test('the manifest names the portal in Japanese, with its icons, and opens standalone at the start page', async ({
  page,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'まなびポータル',
    short_name: 'まなびポータル',
    lang: 'ja',
    start_url: '/',
    display: 'standalone',
  });
  // The page's theme colour is the manifest's.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const picture = await page.request.get(icon.src);
    expect(picture.ok(), icon.src).toBe(true);
    expect(picture.headers()['content-type']).toBe('image/png');
  }
});

test('the worker installs and looks after the page, and Chromium finds the portal installable', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from a private window, which every test context is: a profile of its own.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: chromiumPath,
    args: chromiumArgs,
    serviceWorkers: 'allow',
    locale: 'ja-JP',
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, a page that cannot be fetched says so in the portal’s words and loads again once back online', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'インターネットに接続されていません' })).toBeVisible();
  await expect(page).toHaveTitle('【まなびポータル】インターネットに接続されていません');
  await context.setOffline(false);
  await page.getByRole('button', { name: '再読み込みする' }).click();
  await expect(page.getByRole('button', { name: 'ログインする' })).toBeVisible({ timeout: 30_000 });
});

test('the guardian’s data is never kept by the worker: offline, no API answer comes from a cache', async ({
  page,
  context,
}) => {
  await signInAt(page, accounts.guardian, '/');
  await controlled(page);
  // Pages and calls were made while the worker looked after the page: none of them was stored.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((path) => path.startsWith('/api') || path.startsWith('/broadcasting'))).toEqual([]);
  expect(kept).not.toContain('/');
  await context.setOffline(true);
  const answered = await page.evaluate(() =>
    fetch('/api/user', { headers: { accept: 'application/json' } }).then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(answered).toBe('failed');
  await context.setOffline(false);
});
