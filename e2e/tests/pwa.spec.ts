import { createHash } from 'node:crypto';
import { mkdir, readFile, rmdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { accounts, DEMO_PASSWORD, signInAt } from './auth';
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

/** The chat room with 自由が丘教室, as the guardian opens it: 教室へのチャット, then the classroom's tile. */
async function openGuardianRoom(page: Page) {
  await page.goto('/chat/class_select');
  await page
    .getByRole('list', { name: '教室' })
    .getByRole('link', { name: /自由が丘教室/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: '自由が丘教室' })).toBeVisible();
}

const messages = (page: Page) => page.getByRole('region', { name: /とのメッセージ/ });

/** How often the classroom side's fresh copy of the 佐藤 family's room holds `text`. */
async function staffSees(browser: Browser, baseURL: string, text: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/staff/login');
    await page.getByLabel('メールアドレス').fill('staff@example.com');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
    await page.goto('/staff/chat');
    await page.getByRole('link', { name: /佐藤さん（ご家族）・自由が丘教室/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: '佐藤さん（ご家族）・自由が丘教室' })).toBeVisible();
    // The room's messages have arrived (the demo room holds the family's earlier talk).
    await expect(messages(page).locator('[data-sender]').first()).toBeVisible();
    return await messages(page).getByText(text).count();
  } finally {
    await context.close();
  }
}

/**
 * Fires Background Sync's event for the portal's worker as Chromium does when the connection comes back. Playwright's
 * offline switch is an emulation: Chromium's own network watcher never sees the network go or come back, so headless
 * Chromium here would only fire the sync on its own retry schedule (minutes). The DevTools protocol dispatches the very
 * event the worker listens for, from a blank page: no portal page is open.
 */
async function fireSync(context: BrowserContext, origin: string, tag: string) {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)).toBe(true);
    const registration = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registration?.registrationId ?? '',
      tag,
      lastChance: false,
    });
  } finally {
    await blank.close();
  }
}

test('a message written offline is sent by the worker after the page was closed, once', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signInAt(page, accounts.guardian, '/');
  await controlled(page);
  await openGuardianRoom(page);
  await context.setOffline(true);
  const text = `閉じたあとに届くメッセージ ${Date.now()}`;
  await page.getByRole('textbox', { name: 'メッセージ' }).fill(text);
  await page.getByRole('button', { name: '送信' }).click();
  await expect(messages(page).locator('[data-pending="true"]')).toContainText(text);
  // The message waits in IndexedDB, where the worker reads it; the tab is closed before the connection is back.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('portal-chat-outbox-items');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('items').objectStore('items').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(1);
  await page.close();
  await context.setOffline(false);
  const origin = new URL(baseURL ?? '').origin;
  await fireSync(context, origin, 'chat-outbox');
  await expect.poll(() => staffSees(browser, baseURL ?? '', text), { timeout: 30_000 }).toBe(1);

  // Opened again: the room shows it once, nothing waits, and the next open sends nothing twice.
  const again = await context.newPage();
  await openGuardianRoom(again);
  await expect(messages(again).getByText(text)).toHaveCount(1);
  await expect(messages(again).locator('[data-pending="true"]')).toHaveCount(0);
  expect(await staffSees(browser, baseURL ?? '', text)).toBe(1);
});

test('without Background Sync, a message written offline is sent on the next open, once', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // A browser without Background Sync (Firefox, Safari): the registration offers no sync manager.
  await page.addInitScript(() => {
    Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'sync');
  });
  await signInAt(page, accounts.guardian, '/');
  await controlled(page);
  await openGuardianRoom(page);
  await context.setOffline(true);
  const text = `次に開いたときに届くメッセージ ${Date.now()}`;
  await page.getByRole('textbox', { name: 'メッセージ' }).fill(text);
  await page.getByRole('button', { name: '送信' }).click();
  await expect(messages(page).locator('[data-pending="true"]')).toContainText(text);
  await page.close();
  await context.setOffline(false);
  // No sync fires (a browser without it): the portal opened again sends it, from any page of the signed-in shell.
  const again = await context.newPage();
  await again.goto('/');
  await expect.poll(() => staffSees(browser, baseURL ?? '', text), { timeout: 30_000 }).toBe(1);
  await openGuardianRoom(again);
  await expect(messages(again).getByText(text)).toHaveCount(1);
  await expect(messages(again).locator('[data-pending="true"]')).toHaveCount(0);
});

/** The worker script the e2e server serves from the portal's build (no-cache, read from disk on every request). */
const BUILT_WORKER = new URL('../../apps/portal/dist/sw.js', import.meta.url);

/**
 * One test at a time changes the served worker (the desktop and phone projects run side by side on one build): a
 * directory made atomically is the lock, taken over when a crashed run left it behind.
 */
async function withWorkerDeployLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(
    tmpdir(),
    `portal-e2e-sw-${createHash('sha256').update(BUILT_WORKER.href).digest('hex').slice(0, 16)}`,
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const made = await stat(lock).then(
        (s) => s.mtimeMs,
        () => 0,
      );
      if (made && Date.now() - made > 120_000) await rmdir(lock).catch(() => {});
      if (Date.now() > deadline) throw new Error('the worker deploy lock was never free');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rmdir(lock).catch(() => {});
  }
}

/** Asks the worker that controls the page which deploy it is: the second one answers, the first has no such handler. */
const workerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage({ type: 'E2E_VERSION' }, [channel.port2]);
        setTimeout(() => resolve('first'), 2_000);
      }),
  );

test('a new version of the worker makes the quiet prompt appear, and its button reloads into it', async ({ page }) => {
  await withWorkerDeployLock(async () => {
    await signInAt(page, accounts.guardian, '/');
    await controlled(page);
    await expect(page.getByText('新しいバージョンがあります')).toHaveCount(0);
    expect(await workerVersion(page)).toBe('first');

    // A deploy: the server now serves a different worker script (the same build plus a handler that names it).
    const first = await readFile(BUILT_WORKER, 'utf8');
    try {
      await writeFile(
        BUILT_WORKER,
        `${first}\nself.addEventListener('message', (event) => { if (event.data?.type === 'E2E_VERSION') event.ports[0]?.postMessage('second'); });\n`,
      );
      // The browser's own update check (run on navigations and periodically), asked for now.
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await expect(page.getByText('新しいバージョンがあります')).toBeVisible({ timeout: 30_000 });
      // The old version still looks after the page until the guardian asks.
      expect(await workerVersion(page)).toBe('first');
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: '再読み込みする' }).click()]);
      await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
      await expect.poll(() => workerVersion(page)).toBe('second');
      await expect(page.getByText('新しいバージョンがあります')).toHaveCount(0);
    } finally {
      await writeFile(BUILT_WORKER, first);
    }
  });
});
