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
