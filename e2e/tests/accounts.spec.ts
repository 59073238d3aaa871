import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, mailedLink, resetDemoData, test } from './fixtures';

// Issue 32: a forgotten password, from the sign-in page to signing in with the new one. The mails are the server's
// real messages, delivered over SMTP to the worker's own receiver (fixtures.ts `mailbox`) and parsed as a mail
// program would.

const GUARDIAN = 'guardian2@example.com';
const NEW_PASSWORD = 'sakura-2026-spring';
const main = (page: Page) => page.getByRole('main');

async function askForReset(page: Page, email: string) {
  await page.goto('/login');
  await main(page).getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  await main(page).getByLabel('メールアドレス').fill(email);
  await main(page).getByRole('button', { name: '再設定用のメールを送る' }).click();
  const answer = main(page).getByRole('status');
  await expect(answer).toContainText('パスワード再設定用のリンクをお送りしました');
  return (await answer.textContent())?.replace(email, '<address>');
}

test.describe('a forgotten password (issue 32)', () => {
  // The tests change a demo password: the data is put back before and after, for the specs that follow.
  test.beforeEach(async ({ request }) => resetDemoData(request));
  test.afterEach(async ({ request }) => resetDemoData(request));

  test('from /login: the mailed link sets a new password, twice typed, and the guardian signs in with it', async ({
    page,
    mailbox,
  }) => {
    await askForReset(page, GUARDIAN);
    await expectNoAxeViolations(page);
    const link = await mailedLink(mailbox, GUARDIAN);
    expect(link).toMatch(/^\/password\/reset\?token=[\w-]+$/);
    // The message as the guardian's mail program shows it: its Japanese subject and body decoded, from the portal.
    const [mail] = mailbox.to(GUARDIAN);
    expect(mail?.subject).toBe('【まなびポータル】パスワードの再設定');
    expect(mail?.from).toBe('portal@example.jp');
    expect(mail?.text).toContain('30分以内に新しいパスワードを設定してください');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' })).toBeVisible();
    await expect(main(page)).toContainText(GUARDIAN);
    // The rules show before anything is typed, and tick as the password meets them.
    await expect(main(page).getByRole('listitem').filter({ hasText: '10文字以上' })).toBeVisible();
    await main(page).getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
    await main(page).getByLabel('新しいパスワード（確認）').fill(`${NEW_PASSWORD}x`);
    await main(page).getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(main(page)).toContainText('確認のため、同じパスワードをもう一度入力してください。');
    await main(page).getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(main(page).getByRole('status')).toContainText('パスワードを設定しました');
    await expect(page.locator(':focus')).not.toHaveCount(0);

    await main(page).getByRole('link', { name: 'ログインする' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await main(page).getByLabel('メールアドレス').fill(GUARDIAN);
    await main(page).getByLabel('パスワード').fill(NEW_PASSWORD);
    await main(page).getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();

    // The link worked once: opened again, it says so and leads to the sign-in.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(main(page).getByRole('status')).toContainText('このリンクはすでに使われています');
    await expect(main(page).getByRole('link', { name: 'ログインする' })).toBeVisible();
  });

  test('an unknown address gets the same page and no mail', async ({ page, mailbox }) => {
    const known = await askForReset(page, GUARDIAN);
    const unknown = await askForReset(page, 'nobody.here@example.com');
    expect(unknown).toBe(known);
    await mailedLink(mailbox, GUARDIAN);
    expect(mailbox.to('nobody.here@example.com')).toEqual([]);
  });

  test('a tampered link says it is not right and offers a new one', async ({ page, mailbox }) => {
    await askForReset(page, GUARDIAN);
    const link = await mailedLink(mailbox, GUARDIAN);
    await page.goto(`${link.slice(0, -3)}abc`);
    await expect(main(page).getByRole('status')).toContainText('このリンクは正しくありません');
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'パスワードの再設定をもう一度申し込む' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  });

  test('the staff sign-in has the same way back in, and leads back to itself', async ({ page }) => {
    await page.goto('/staff/login');
    await main(page).getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await expect(page).toHaveURL(/\/password\/forgot\?staff=1$/);
    await expect(main(page).getByRole('link', { name: '教室スタッフのログイン画面に戻る' })).toBeVisible();
  });
});
