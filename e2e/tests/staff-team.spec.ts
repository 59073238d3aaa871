import type { Page } from '@playwright/test';
import { openStaffNav } from './auth';
import { expect, expectNoAxeViolations, mailedLink, resetDemoData, test } from './fixtures';

// Issue 32 (ADR 042): an owner invites a colleague, who sets a password through the mailed single-use link and signs
// in to the classroom side; the owner deactivates them, and their sign-in is refused in words. And a staff session
// at the guardian portal is led to the staff pages, a guardian at the staff pages back to the portal. The mail is the
// server's real message, delivered over SMTP to the worker's own receiver (fixtures.ts `mailbox`).

const PASSWORD = 'tsubasa-2026-winter';
const main = (page: Page) => page.getByRole('main');
const staffNav = (page: Page) => page.getByRole('navigation', { name: '教室スタッフのページ' });

async function staffSignIn(page: Page, email: string, password: string) {
  await page.goto('/staff/login');
  await main(page).getByLabel('メールアドレス').fill(email);
  await main(page).getByLabel('パスワード').fill(password);
  await main(page).getByRole('button', { name: 'ログインする' }).click();
}

test.describe('an owner invites the classroom staff and deactivates them (issue 32)', () => {
  // A whole way in, in two browsers, with an axe check per screen.
  test.slow();
  test.beforeEach(async ({ request }) => resetDemoData(request));
  test.afterEach(async ({ request }) => resetDemoData(request));

  test('the owner invites, the colleague sets a password and signs in; deactivated, the sign-in is refused', async ({
    page,
    browser,
    mailbox,
  }, testInfo) => {
    const email = `kato-${testInfo.project.name}@example.jp`;
    await staffSignIn(page, 'staff@example.com', 'demo-pass');
    await (await openStaffNav(page)).getByRole('link', { name: 'スタッフの管理' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフの管理' })).toBeVisible();
    await expect(main(page).getByRole('article', { name: '山本 大輔（あなた）' })).toContainText('オーナー');
    await expectNoAxeViolations(page);

    const form = main(page).getByRole('form', { name: 'スタッフを招待する' });
    await form.getByLabel('教室').selectOption({ label: '自由が丘教室' });
    const name = form.getByRole('group', { name: /お名前/ });
    await name.getByLabel('姓').fill('加藤');
    await name.getByLabel('名').fill('翼');
    await form.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
    await form.getByRole('button', { name: '招待メールを送る' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `${email} に招待メールを送りました。` }),
    ).toBeVisible();
    const card = main(page).getByRole('article', { name: '加藤 翼' });
    await expect(card).toContainText('招待中');
    await expect(card).toContainText('自由が丘教室');

    // The colleague, in a browser of their own, sets a password through the mailed link.
    const colleague = await browser.newContext();
    const cPage = await colleague.newPage();
    const link = await mailedLink(mailbox, email);
    expect(link).toMatch(/^\/password\/reset\?token=[\w-]+$/);
    expect(mailbox.to(email)[0]?.subject).toBe('【まなびポータル】パスワードの設定');
    await cPage.goto(link);
    await expect(cPage.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeVisible();
    await expect(main(cPage)).toContainText(email);
    await expectNoAxeViolations(cPage);
    await main(cPage).getByLabel('新しいパスワード', { exact: true }).fill(PASSWORD);
    await main(cPage).getByLabel('新しいパスワード（確認）').fill(PASSWORD);
    await main(cPage).getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(main(cPage).getByRole('status')).toContainText('パスワードを設定しました');
    await main(cPage).getByRole('link', { name: 'ログインする' }).click();
    await expect(cPage).toHaveURL(/\/staff\/login$/);
    await main(cPage).getByLabel('メールアドレス').fill(email);
    await main(cPage).getByLabel('パスワード').fill(PASSWORD);
    await main(cPage).getByRole('button', { name: 'ログインする' }).click();
    await expect(staffNav(cPage)).toBeVisible();
    // A colleague who owns no classroom reads the list only.
    await (await openStaffNav(cPage)).getByRole('link', { name: 'スタッフの管理' }).click();
    await expect(main(cPage)).toContainText('スタッフの招待と利用停止は、教室のオーナーが行います。');
    await expect(main(cPage).getByRole('form', { name: 'スタッフを招待する' })).toHaveCount(0);

    // The owner sees them joined, and deactivates them (asked first).
    await page.reload();
    await expect(card).toContainText('利用中');
    await card.getByRole('button', { name: '加藤 翼さんのアカウントの利用停止' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'このスタッフのアカウントを利用停止にしますか？' });
    await expect(dialog).toContainText('加藤 翼さんはログインできなくなり');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '利用停止にする' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: '利用停止にしました' })).toBeVisible();
    await expect(card).toContainText('利用停止');

    // The colleague's session has ended: the next page asks them to sign in, and the sign-in says why it cannot.
    await (await openStaffNav(cPage)).getByRole('link', { name: '体験授業・個別相談の受付一覧' }).click();
    await expect(cPage).toHaveURL(/\/staff\/login$/);
    await main(cPage).getByLabel('メールアドレス').fill(email);
    await main(cPage).getByLabel('パスワード').fill(PASSWORD);
    await main(cPage).getByRole('button', { name: 'ログインする' }).click();
    await expect(main(cPage)).toContainText(
      'このアカウントは利用停止されています。くわしくは教室のオーナーにお問い合わせください。',
    );
    await expect(staffNav(cPage)).toHaveCount(0);
    await expectNoAxeViolations(cPage);
    await colleague.close();
  });
});

test.describe('staff and guardians each land on their own pages (issue 32)', () => {
  test('a staff session at / is led to the staff pages; a guardian at /staff is led back to the portal', async ({
    page,
  }) => {
    await staffSignIn(page, 'staff@example.com', 'demo-pass');
    await expect(staffNav(page)).toBeVisible();
    // The guardian pages' session check refuses a staff session: a guardian's page says whose it is and leads to
    // the staff pages (never "check your connection").
    for (const address of ['/', '/profile/list']) {
      await page.goto(address);
      await expect(main(page)).toContainText('このページは保護者さま向けのマイページです。');
      await expect(page.getByText(/通信環境/)).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: '教室スタッフのページへ' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(staffNav(page)).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await main(page).getByLabel('メールアドレス').fill('guardian@example.com');
    await main(page).getByLabel('パスワード').fill('demo-pass');
    await main(page).getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
    await page.goto('/staff');
    await expect(main(page).getByRole('alert')).toContainText('このページは教室スタッフ専用です。');
    await expect(staffNav(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: '保護者さま向けのページへ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
  });
});
