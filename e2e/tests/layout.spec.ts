import type { Locator, Page } from '@playwright/test';
import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PHONE = { width: 375, height: 812 };

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached by Tab');
}

/** The focused element is wholly between the sticky header and, on a phone, the fixed bottom nav. */
async function expectClearOfBars(target: Locator) {
  const box = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const nav =
      document.querySelector('nav[aria-label="ボトムナビゲーション"]')?.getBoundingClientRect().top ?? innerHeight;
    return { top: r.top, bottom: r.bottom, header, nav: Math.min(nav, innerHeight) };
  });
  expect(box.top).toBeGreaterThanOrEqual(box.header);
  expect(box.bottom).toBeLessThanOrEqual(box.nav);
}

test.describe('layout around the bars', () => {
  test('on a short page at 1280x900 the footer ends the page and the sidebar scrolls on its own', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, accounts.guardian, '/faq/list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No white band under the footer: the page is exactly as tall as the window.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBe(900);
    const sidebar = page.getByRole('navigation', { name: 'メインメニュー' });
    const logout = sidebar.getByRole('button', { name: 'ログアウト' });
    await logout.scrollIntoViewIfNeeded();
    await expect(logout).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('below 869px the bottom nav never covers the focused pager link or postal code field', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAt(page, accounts.guardian, '/announcement/list');
    const second = page.getByRole('link', { name: '2ページ目' });
    await expect(second).toBeVisible();
    await tabTo(page, second);
    await expectClearOfBars(second);
    // Following it shows page 2 from its top, and focus goes there too (not left on a link below the screen).
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    const list = page.getByRole('region', { name: '教室からのお知らせ' });
    await expect(list).toBeFocused();
    await expect(list).toBeInViewport();

    await page.goto('/profile/edit');
    const postal = page.getByRole('textbox', { name: /郵便番号/ }).first();
    await expect(postal).toBeVisible();
    await tabTo(page, postal);
    await expectClearOfBars(postal);
  });

  // Issue 31 item 16: 1280x800 at 400 % zoom is a 320x200 window; fixed bars took 129 of its 200 px.
  test('at 400 % zoom the header and the bottom nav scroll away with the page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 200 });
    await signInAt(page, accounts.guardian, '/announcement/list');
    const header = page.getByRole('banner');
    const bottomNav = page.getByRole('navigation', { name: 'ボトムナビゲーション' });
    await expect(header).toBeInViewport();
    // The page's middle: neither bar is on the screen, all 200 px are the page's.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(header).not.toBeInViewport();
    await expect(bottomNav).not.toBeInViewport();
    // The nav is still there: it ends the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bottomNav).toBeInViewport();
  });
});

test.describe('the report region (spec 1 §2 "Layout")', () => {
  test('says once for the whole page that the connection is lost, and clears when it is back', async ({
    page,
    context,
  }) => {
    await signIn(page, accounts.guardian);
    const report = page.getByRole('region', { name: 'システムからのご案内' });
    await expect(report).toBeAttached();
    await expect(report).toHaveText('');
    await context.setOffline(true);
    await expect(report).toHaveText('インターネットに接続されていません。接続が戻ると、自動で最新の内容を表示します。');
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(report).toHaveText('');
  });

  test('is there before sign-in too', async ({ page, context }) => {
    await page.goto('/login');
    // The connection drops once the page is up (the report listens from its first render, not before).
    const report = page.getByRole('region', { name: 'システムからのご案内' });
    await expect(page.getByRole('button', { name: 'ログインする' })).toBeVisible();
    await expect(report).toBeAttached();
    await context.setOffline(true);
    await expect(report).toContainText('インターネットに接続されていません');
    await context.setOffline(false);
  });
});
