import type { Page } from '@playwright/test';
import { accounts, signInAt } from './auth';
import { expect, test } from './fixtures';

// Issue 18, ADR 036: the pages a guardian or visitor lands on first are drawn on the server, so a phone paints
// them from the HTML; the browser then takes them over without drawing them again.

const TRIAL = '/trial?store_id=1301&lesson_id=1301-w1&code=WEB01';

/** Everything the page reported as going wrong: a page taken over badly is drawn again after an error. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  return seen;
}

test.describe('a first page drawn on the server', () => {
  test('reads without scripts: sign-in and the trial booking', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(page.getByLabel('メールアドレス')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ログインする' })).toBeVisible();

    await page.goto(TRIAL);
    await expect(page.getByRole('heading', { level: 1, name: '体験授業のお申し込み' })).toBeVisible();
    // A shared link previews as its own page, not as マイページ (issue 31 item 29).
    await expect(page).toHaveTitle('【まなびポータル】体験授業のお申し込み');
    await context.close();
  });

  test("carries the guardian's own announcements and nobody else's", async ({ page, playwright, baseURL }) => {
    await signInAt(page, accounts.guardian, '/announcement/list');
    const list = await (await page.request.get('/api/announcement/list?page=1')).json();
    const first: string = list.data[0].title;
    const html = await (await page.request.get('/announcement/list')).text();
    expect(html).toContain(first);

    // Without the session the page holds no announcement: it is the sign-in's to draw.
    const anonymous = await playwright.request.newContext({ baseURL });
    expect(await (await anonymous.get('/announcement/list')).text()).not.toContain(first);
    await anonymous.dispose();
  });

  test('is taken over without an error and answers at once, on each page drawn so', async ({ page }) => {
    const seen = problems(page);
    await page.goto('/login');
    await expect(page.locator('#root')).not.toBeEmpty();
    // Typed before and after the scripts took over: nothing is lost, and the sign-in goes through.
    await page.getByLabel('メールアドレス').fill(accounts.guardian);
    await page.getByLabel('パスワード').fill('demo-pass');
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();

    // The home page's calls came with the page, the shell's too (the bell, the chat's unread count, the information
    // box's labels): none is asked again while it is taken over.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    expect(asked).not.toContain('/api/announcement/list');
    expect(asked).not.toContain('/api/user');
    expect(asked).not.toContain('/api/account/authed');
    expect(asked).not.toContain('/api/notification');
    expect(asked).not.toContain('/api/guardianChat/room/index');
    expect(asked).not.toContain('/api/information/label');

    await page.goto('/announcement/list');
    await page.goto(TRIAL);
    // The classroom site's link stays as it was written (the router used to quote the numbers in it).
    expect(new URL(page.url()).search).toBe('?store_id=1301&lesson_id=1301-w1&code=WEB01');
    // The page moves on in place, as any page of the portal does.
    await page.getByRole('banner').getByRole('link', { name: 'プロフィール' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  test('is left to the browser on a device set to English, which then reads English', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'portal.language', value: 'en', url: baseURL ?? '' }]);
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.addInitScript(() => localStorage.setItem('portal.language', 'en'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
