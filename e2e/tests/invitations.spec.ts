import type { Page } from '@playwright/test';
import { openStaffNav } from './auth';
import { expect, expectNoAxeViolations, mailedLink, resetDemoData, test } from './fixtures';

// Issue 32: the classroom invites a family, and the guardian accepts through the mailed link: a new account with
// a password, the terms, then the children in the portal. Links that no longer work each say why. The mails are
// the server's real messages, delivered over SMTP to the worker's own receiver (fixtures.ts `mailbox`).

const PASSWORD = 'haruka-2026-spring';
const main = (page: Page) => page.getByRole('main');

async function staffSignIn(page: Page) {
  await page.goto('/staff/login');
  await page.getByLabel('メールアドレス').fill('staff@example.com');
  await page.getByLabel('パスワード').fill('demo-pass');
  await page.getByRole('button', { name: 'ログインする' }).click();
  await (await openStaffNav(page)).getByRole('link', { name: 'ご家族の招待' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご家族の招待' })).toBeVisible();
}

/** Fills the invite form: the guardian, one child (or two), the course; the classroom is the first one. */
async function invite(page: Page, email: string, children: { first: string; kana: string }[], role = '6') {
  const form = main(page).getByRole('form', { name: 'ご家族を招待する' });
  await form.getByLabel('コース').selectOption({ index: 1 });
  await form.getByLabel('ご家族の区分').selectOption(role);
  const guardianName = form.getByRole('group', { name: /保護者のお名前/ });
  await guardianName.getByLabel('姓').fill('松本');
  await guardianName.getByLabel('名').fill('由美');
  await form.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
  for (const [i, child] of children.entries()) {
    const n = i + 1;
    if (n > 1) await form.getByRole('button', { name: 'お子さまを追加する' }).click();
    const name = form.getByRole('group', { name: `お子さま（${n}人目）のお名前` });
    await name.getByLabel('姓').fill('松本');
    await name.getByLabel('名').fill(child.first);
    const kana = form.getByRole('group', { name: `お子さま（${n}人目）のフリガナ` });
    await kana.getByLabel('セイ').fill('マツモト');
    await kana.getByLabel('メイ').fill(child.kana);
    await form
      .getByRole('group', { name: /生年月日/ })
      .nth(i)
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(n === 1 ? '20170602' : '20190914');
    await form.getByRole('group', { name: /^性別/ }).nth(i).getByRole('radio').first().check();
    await form.getByLabel(`お子さま（${n}人目）の学年`).selectOption(n === 1 ? '7' : '5');
  }
  await form.getByRole('button', { name: '招待メールを送る' }).click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `${email} に招待メールを送りました。` }),
  ).toBeVisible();
}

test.describe('the classroom invites a family; the guardian accepts (issue 32)', () => {
  // Each test is a whole way in (the staff page, the mail, the guardian's browser, an axe check per screen).
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ request }) => resetDemoData(request));
  test.afterEach(async ({ request }) => resetDemoData(request));

  test('staff invite, the mailed link sets a password, the terms come first, and the children are there', async ({
    page,
    browser,
    mailbox,
  }, testInfo) => {
    const email = `matsumoto-${testInfo.project.name}@example.jp`;
    await staffSignIn(page);
    await expectNoAxeViolations(page);
    await invite(page, email, [
      { first: '陽葵', kana: 'ヒマリ' },
      { first: '蒼', kana: 'アオイ' },
    ]);
    const card = main(page).getByRole('article', { name: '松本さん（ご家族）' });
    await expect(card).toContainText('招待中');
    await expect(card).toContainText('松本 陽葵、松本 蒼');
    await expectNoAxeViolations(page);

    // The guardian, in a browser of their own.
    const guardian = await browser.newContext();
    const gPage = await guardian.newPage();
    const link = await mailedLink(mailbox, email);
    expect(link).toMatch(/^\/invitation\?token=[\w-]+$/);
    // The message as the guardian's mail program shows it.
    const [mail] = mailbox.to(email);
    expect(mail?.from).toBe('portal@example.jp');
    expect(mail?.text).toContain('自由が丘教室');
    await gPage.goto(link);
    await expect(gPage.getByRole('heading', { level: 1, name: 'まなびポータルへのご招待' })).toBeVisible();
    await expect(main(gPage)).toContainText('自由が丘教室');
    await expect(main(gPage)).toContainText('松本 陽葵さん（小学5年生）');
    await expect(main(gPage).getByRole('listitem').filter({ hasText: '10文字以上' })).toBeVisible();
    await expectNoAxeViolations(gPage);
    await main(gPage).getByLabel('新しいパスワード', { exact: true }).fill(PASSWORD);
    await main(gPage).getByLabel('新しいパスワード（確認）').fill(PASSWORD);
    await main(gPage).getByRole('button', { name: 'パスワードを設定して始める' }).click();

    // Into the portal through the terms, as any new guardian.
    await expect(gPage).toHaveURL(/\/account\/multiple-consent$/);
    await expect(gPage.getByRole('heading', { level: 1, name: '規約への同意' })).toBeVisible();
    const boxes = gPage.getByRole('checkbox', { name: '上記の内容に同意する' });
    const regions = gPage.getByRole('region', { name: /の本文$/ });
    await expect(boxes.first()).toBeVisible();
    const count = await regions.count();
    await expect(boxes).toHaveCount(count);
    for (let i = 0; i < count; i += 1) {
      await regions.nth(i).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
      await expect(boxes.nth(i)).toBeEnabled();
      await boxes.nth(i).check();
    }
    await gPage.getByRole('button', { name: '同意して送信' }).click();
    await expect(gPage).toHaveURL(/\/account\/multiple-consent-complete$/);
    await gPage.goto('/profile/list');
    await expect(gPage.getByRole('heading', { name: 'お子さまの情報' })).toBeVisible();
    await expect(main(gPage)).toContainText('陽葵');
    await expect(main(gPage)).toContainText('蒼');

    // Signed out, the account signs in with the password set.
    await guardian.clearCookies();
    await gPage.goto('/login');
    await main(gPage).getByLabel('メールアドレス').fill(email);
    await main(gPage).getByLabel('パスワード').fill(PASSWORD);
    await main(gPage).getByRole('button', { name: 'ログインする' }).click();
    await expect(gPage.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();

    // The link worked once; the classroom's list says the family joined.
    await guardian.clearCookies();
    await gPage.goto(link);
    await expect(main(gPage)).toContainText('この招待はすでに承諾されています。');
    await expect(main(gPage).getByRole('link', { name: 'ログインする' })).toBeVisible();
    await expectNoAxeViolations(gPage);
    await guardian.close();

    await page.reload();
    await expect(main(page).getByRole('article', { name: '松本さん（ご家族）' })).toContainText('登録済み');
  });

  test('an expired, a revoked and a tampered link each get a clear page; 再送 sends a new one', async ({
    page,
    request,
    mailbox,
  }, testInfo) => {
    const email = `kobayashi-${testInfo.project.name}@example.jp`;
    await staffSignIn(page);
    await invite(page, email, [{ first: '結菜', kana: 'ユイナ' }]);
    const first = await mailedLink(mailbox, email);

    // Tampered: a character of the token changed.
    const tampered = first.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    const vPage = await visitor.newPage();
    await vPage.goto(tampered);
    await expect(main(vPage)).toContainText('この招待のリンクは正しくありません。');
    await expect(main(vPage).getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(vPage);

    // Expired: a week on.
    await request.get('/api/health');
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const expire = await request.post('/__e2e__/invitation-expire', {
      headers: { 'x-xsrf-token': xsrf },
      data: { email },
    });
    expect(expire.ok()).toBe(true);
    await vPage.goto(first);
    await expect(main(vPage)).toContainText(
      'この招待のリンクは有効期限が切れています。教室に招待メールの再送をご依頼ください。',
    );
    await page.reload();
    const card = main(page).getByRole('article', { name: '松本さん（ご家族）' });
    await expect(card).toContainText('期限切れ');

    // 再送: a new link works, the old one no longer does.
    await card.getByRole('button', { name: '松本 由美さんに招待メールを再送する' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: '再送しました' })).toBeVisible();
    await expect(card).toContainText('招待中');
    const second = await mailedLink(mailbox, email, 2);
    expect(second).not.toBe(first);
    await vPage.goto(second);
    await expect(vPage.getByRole('heading', { level: 1, name: 'まなびポータルへのご招待' })).toBeVisible();
    await expect(main(vPage).getByLabel('新しいパスワード', { exact: true })).toBeVisible();

    // 取り消し, asked first: the link then says the classroom revoked it.
    await card.getByRole('button', { name: '松本 由美さんへの招待の取り消し' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'この招待を取り消しますか？' });
    await expect(dialog).toContainText('保護者さまがメールのリンクを開くと');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '取り消す' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: '取り消しました' })).toBeVisible();
    await expect(card).toContainText('取り消し済み');
    await vPage.goto(second);
    await expect(main(vPage)).toContainText('この招待は教室によって取り消されました。');
    await visitor.close();
  });
  test('an address with an account already gets the children in that account, without a new password', async ({
    page,
    browser,
    mailbox,
  }) => {
    const email = 'prospect@example.com';
    await staffSignIn(page);
    // Invited as a family before enrolment (7), the account keeps its role and its terms.
    await invite(page, email, [{ first: '陽葵', kana: 'ヒマリ' }], '7');

    const guardian = await browser.newContext();
    const gPage = await guardian.newPage();
    await gPage.goto(await mailedLink(mailbox, email));
    await expect(main(gPage)).toContainText('すでにまなびポータルをご利用です');
    await expect(main(gPage).getByLabel('新しいパスワード', { exact: true })).toHaveCount(0);
    await main(gPage).getByRole('button', { name: 'お子さまを追加する' }).click();
    await expect(main(gPage)).toContainText('お子さまを追加しました');
    await expectNoAxeViolations(gPage);

    await main(gPage).getByRole('link', { name: 'ログインする' }).click();
    await main(gPage).getByLabel('メールアドレス').fill(email);
    await main(gPage).getByLabel('パスワード').fill('demo-pass');
    await main(gPage).getByRole('button', { name: 'ログインする' }).click();
    await expect(gPage.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
    await gPage.goto('/profile/list');
    await expect(main(gPage)).toContainText('陽葵');
    await guardian.close();
  });
});
