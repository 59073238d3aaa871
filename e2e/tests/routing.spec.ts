import type { Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

const h1 = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name });

test.describe('route loaders', () => {
  // Issue 19 item 3: malformed, empty and unknown ids are treated alike, from the route's loader.
  for (const path of [
    '/announcement/detail?announcementsId=abc',
    '/announcement/detail?announcementsId=',
    '/announcement/detail?announcementsId=999999',
    '/information/detail?informationsId=abc',
    '/information/detail?informationsId=',
    '/information/detail',
  ]) {
    test(`${path} goes home without showing a half page`, async ({ page }) => {
      await signInAt(page, accounts.guardian, path);
      await expect(page).toHaveURL(/\/$/);
      await expect(h1(page, 'マイページ')).toBeVisible();
      await expect(page.getByRole('link', { name: /一覧へ戻る/ })).toHaveCount(0);
    });
  }

  test('a prospect (role 7) asking for the announcements is sent home: they are for members only', async ({ page }) => {
    await signInAt(page, accounts.prospect, '/announcement/list');
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page, 'マイページ')).toBeVisible();
  });

  test('ContactForm (/contact/form) goes home, signed in or not asked to sign in first', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/contact/form');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('when /api/user fails', () => {
  // Issue 19 item 2: a clear message with a retry, not a blank page and then an empty sidebar.
  test('the portal says so with a retry, and the retry brings the page back', async ({ page }) => {
    await signIn(page, accounts.guardian);
    // The page arrives without the server's bootstrap block (as from a host that cannot add it), so the
    // portal asks for the user itself, and that call fails.
    await page.route('**/information/list', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="portal-bootstrap">.*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    });
    await page.route('**/api/user', (route) => route.fulfill({ status: 500, json: { message: 'error' } }));
    await page.goto('/information/list');
    const alert = page.getByRole('alert').filter({ hasText: 'ご利用者の情報を読み込めませんでした' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute('**/api/user');
    await alert.getByRole('button', { name: '再読み込み' }).click();
    await expect(h1(page, 'インフォメーション一覧')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
  });
});

test.describe('the first page load', () => {
  // Issue 18: the server sends the session, the user and the guard's answers with the page, so a signed-in
  // page starts loading its own data without a round trip first.
  test('asks for no session, user, config or consent before the page shows', async ({ page }) => {
    await signIn(page, accounts.guardian);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(account\/(authed|config|consent-status)|user)$/.test(pathname)) asked.push(pathname);
    });
    await page.goto('/information/list');
    await expect(h1(page, 'インフォメーション一覧')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
    expect(asked).toEqual([]);

    // The next navigation asks again: the session may have ended meanwhile.
    await page.getByRole('main').getByRole('list', { name: 'インフォメーション' }).getByRole('link').first().click();
    await expect(h1(page, 'インフォメーション')).toBeVisible();
    expect(asked).toContain('/api/account/authed');
  });
});

test.describe('after a navigation', () => {
  // Issue 19 item 19: focus moves to the new page's heading, so a screen reader says where the guardian is.
  test('focus is on the new page’s h1 after sign-in and after opening a detail and going back', async ({ page }) => {
    await signIn(page, accounts.guardian);
    await expect(h1(page, 'マイページ')).toBeFocused();

    await page.goto('/information/list');
    await expect(h1(page, 'インフォメーション一覧')).toBeVisible();
    await page.getByRole('main').getByRole('list', { name: 'インフォメーション' }).getByRole('link').first().click();
    await expect(h1(page, 'インフォメーション')).toBeFocused();
    await page.getByRole('link', { name: 'インフォメーション一覧へ戻る' }).click();
    await expect(h1(page, 'インフォメーション一覧')).toBeFocused();
  });

  test('the tab names the new page at once after sign-in, not ログイン while home loads', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('【まなびポータル】ログイン');
    // Hold the guard's consent check so the navigation stays pending for a while.
    await page.route('**/api/account/consent-status', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.getByLabel('メールアドレス').fill(accounts.guardian);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page).toHaveTitle('【まなびポータル】マイページ', { timeout: 2000 });
    await expect(h1(page, 'マイページ')).toBeVisible({ timeout: 10_000 });
  });
});
