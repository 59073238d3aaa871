import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-pass';

export const accounts = {
  guardian: 'guardian@example.com',
  prospect: 'prospect@example.com',
  limited: 'limited@example.com',
} as const;

/** Signs in through the real login page and waits for the portal to show the signed-in shell. */
export async function signIn(page: Page, email: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
}

/**
 * Signs in through the sign-in call itself, then opens `path`: for tests about a page behind the sign-in, which
 * need not load and draw the sign-in page and home first (the sign-in page's own flow is `signIn`'s).
 */
export async function signInAt(page: Page, email: string, path: string) {
  // A portal page still open would go on calling (and be handed a new XSRF cookie) between the two calls.
  if (page.url().startsWith('http')) await page.goto('about:blank');
  // Any GET hands out the XSRF cookie the sign-in call must echo, as the sign-in page does.
  await page.request.get('/api/health');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'x-xsrf-token': token },
  });
  expect(res.status(), `${email} signs in`).toBe(200);
  await page.goto(path);
}

/**
 * The staff pages' navigation (issue 33): the sidebar on a desktop; under 869 px the bottom bar holds only the
 * home, privacy and terms links, and the menu it opens holds the pages. `closeStaffNav` closes that menu again.
 */
export async function openStaffNav(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 869) {
    return page.getByRole('navigation', { name: '教室スタッフのページ' }).first();
  }
  await page.getByRole('button', { name: 'メニュー' }).click();
  return page.getByRole('dialog', { name: 'メニュー' });
}

export async function closeStaffNav(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 869) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'メニュー' })).toHaveCount(0);
}
