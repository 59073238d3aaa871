import type { BrowserContext, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 30: an ended session loses nothing, and no failure is a dead end.

const guardian2 = 'guardian2@example.com';
const SESSION_COOKIE = 'portal_session';
const main = (page: Page) => page.getByRole('main');

/** Ends the session as the idle limit would: the browser no longer holds it. */
const endSession = (context: BrowserContext) => context.clearCookies({ name: SESSION_COOKIE });

/** The dialog that asks for the password again on the open page. */
const signInAgain = (page: Page) => page.getByRole('dialog', { name: 'ログインの有効期限が切れました' });

/** Counts the page's requests to `path` with `method`. */
function countRequests(page: Page, method: string, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return () => seen.length;
}

test.describe('an ended session loses nothing (issue 30 item 4)', () => {
  test('on profile edit: the password is asked for on the page, the typed words stay and are saved once', async ({
    page,
    context,
  }, testInfo) => {
    await signInAt(page, guardian2, '/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    const building = `セッション切れテラス${testInfo.project.name === 'phone' ? '2' : '1'}`;
    await page.getByLabel('建物名・部屋番号').fill(building);
    const saves = countRequests(page, 'POST', '/api/user');

    await endSession(context);
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    const dialog = signInAgain(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('入力中の内容は、このページにそのまま残っています。');
    // The page under the dialog still holds the words.
    await expect(page.getByLabel('建物名・部屋番号')).toHaveValue(building);
    await expectNoAxeViolations(page);

    await dialog.getByLabel('メールアドレス').fill(guardian2);
    await dialog.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'ログインして続ける' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィールの確認' })).toBeVisible();
    await expect(page.getByText(building)).toBeVisible();
    await page.getByRole('button', { name: 'この内容で保存する' }).click();
    await expect(page).toHaveURL(/\/profile\/list\?notice=saved$/);
    await expect(page.getByText(building)).toBeVisible();
    expect(saves()).toBe(1);
  });

  test('leaving for the sign-in page goes there with ONE redirect, and comes back to the words', async ({
    page,
    context,
  }) => {
    await signInAt(page, guardian2, '/profile/edit');
    await page.getByLabel('建物名・部屋番号').fill('戻ってくるハイツ');
    await endSession(context);
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    await signInAgain(page).getByRole('button', { name: 'ログイン画面へ移動する' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fedit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await page.getByLabel('メールアドレス').fill(guardian2);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログインする' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByLabel('建物名・部屋番号')).toHaveValue('戻ってくるハイツ');
  });

  test('another family signing in on the dialog gets none of the previous words, and goes home', async ({
    page,
    context,
  }) => {
    await signInAt(page, guardian2, '/profile/edit');
    await page.getByLabel('建物名・部屋番号').fill('前の家族の入力');
    await endSession(context);
    await page.getByRole('button', { name: '確認画面へ進む' }).click();
    const dialog = signInAgain(page);
    await dialog.getByLabel('メールアドレス').fill(accounts.guardian);
    await dialog.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'ログインして続ける' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    await expect(page.getByLabel('建物名・部屋番号')).not.toHaveValue('前の家族の入力');
  });

  test('on the membership input: signed in again, the application is confirmed and sent once', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await resetDemoData(request);
    await signInAt(page, accounts.prospect, '/online_apply/list');
    await toMembershipInput(page);
    await fillMembershipInput(page);
    const sends = countRequests(page, 'POST', '/api/membership/online/guardian');

    await endSession(context);
    await main(page).getByRole('button', { name: '確認画面へ' }).click();
    const dialog = signInAgain(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('メールアドレス')).toHaveValue(accounts.prospect);
    await dialog.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'ログインして続ける' }).click();
    await expect(page).toHaveURL(/\/online_apply\/input_conf\?/);
    await expect(main(page).getByRole('row', { name: /お子さまのフリガナ/ })).toContainText('イトウ ミナト');
    await expect(main(page).getByRole('row', { name: /^住所/ })).toContainText('吉祥寺南町1-2-3');
    await main(page).getByRole('button', { name: 'この内容で送信する' }).click();
    await expect(page).toHaveURL(/\/online_apply\/input_complete/);
    expect(sends()).toBe(1);
  });
});

test.describe('a refusal is said as the server said it (issue 30 item 13)', () => {
  test('an application already sent: the classroom’s words (409), not "try again later"', async ({ page, request }) => {
    test.slow();
    await resetDemoData(request);
    await signInAt(page, accounts.prospect, '/online_apply/list');
    await toMembershipInput(page);
    await fillMembershipInput(page);
    await main(page).getByRole('button', { name: '確認画面へ' }).click();
    await expect(page).toHaveURL(/\/online_apply\/input_conf\?/);
    // The classroom no longer takes input for it (sent from another tab, or closed meanwhile): the server's own 409,
    // as apps/server/src/routes/membership answers it.
    await page.route('**/api/membership/online/guardian', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'このお申し込みは入力を受け付けていません。教室にお問い合わせください。' },
      }),
    );
    await main(page).getByRole('button', { name: 'この内容で送信する' }).click();
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('教室にお問い合わせください。');
    await expect(alert).not.toContainText('時間をおいて');
  });
});

test.describe('leaving a form with words not yet sent asks first (issue 30 item 9)', () => {
  test('the header icon from profile edit: no keeps the words, yes leaves', async ({ page }) => {
    await signInAt(page, guardian2, '/profile/edit');
    await page.getByLabel('建物名・部屋番号').fill('離れる前に確認');
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('banner').getByRole('link', { name: 'プロフィール' }).click();
    await expect
      .poll(() => messages)
      .toEqual([
        '入力した内容はまだ送信されていません。このページを離れると、入力した内容は失われます。よろしいですか？',
      ]);
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await expect(page.getByLabel('建物名・部屋番号')).toHaveValue('離れる前に確認');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('banner').getByRole('link', { name: 'プロフィール' }).click();
    await expect(page).toHaveURL(/\/profile\/list$/);
  });
});

test.describe('a page drawn on the server before it is taken over (issue 30 item 10)', () => {
  test('ログアウト works before the scripts run', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      await page.request.get('/api/health');
      const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
      const login = await page.request.post('/api/login', {
        data: { email: accounts.guardian, password: DEMO_PASSWORD },
        headers: { 'x-xsrf-token': token },
      });
      expect(login.status()).toBe(200);
      await page.goto('/');
      await expect(main(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('button', { name: 'ログアウト' })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText('CSRF token mismatch.')).toHaveCount(0);
      expect((await page.request.get('/api/account/authed')).status()).toBe(401);
    } finally {
      await context.close();
    }
  });
});

test.describe('a refusal is asked for once (issue 30 item 13)', () => {
  test('an unknown lesson record id: one request, the reason, and a way home instead of a reload', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/');
    await expect(main(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    const asked = countRequests(page, 'GET', '/api/studentLessonRecord/detail');
    await page.goto('/studentLessonRecord/detail?id=987654');
    await expect(main(page).getByRole('link', { name: 'ホームへ戻る' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: '再読み込み' })).toHaveCount(0);
    await expect(main(page)).not.toContainText('時間をおいて');
    // Long enough for a retry to have gone out.
    await page.waitForTimeout(1500);
    expect(asked()).toBe(1);
  });
});

test.describe('a page a role cannot use says so and leads where it belongs (issue 30 item 16)', () => {
  test('role 7 on the chat: not for this account, a way home', async ({ page }) => {
    await signInAt(page, accounts.prospect, '/chat/class_select');
    await expect(main(page)).toContainText('このページは、お使いのアカウントではご利用いただけません。');
    await expect(main(page).getByRole('button', { name: '再読み込み' })).toHaveCount(0);
    await main(page).getByRole('link', { name: 'ホームへ戻る' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  });

  test('staff on the guardians’ home: the staff pages, not the network', async ({ page }) => {
    await page.request.get('/api/health');
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await page.request.post('/api/staff/login', {
      data: { email: 'staff@example.com', password: DEMO_PASSWORD },
      headers: { 'x-xsrf-token': token },
    });
    expect(login.status()).toBe(200);
    await page.goto('/');
    await expect(page.getByText('このページは保護者さま向けのマイページです。')).toBeVisible();
    await expect(page.getByText('通信環境')).toHaveCount(0);
    await page.getByRole('link', { name: '教室スタッフのページへ' }).click();
    await expect(page).toHaveURL(/\/staff$/);
  });
});

test.describe('every page address answers a page (issue 30 item 17)', () => {
  for (const address of ['/lms/detail/LMS-RA-202611/1.5', '/trial?store_id=%00', '/announcement/list?page=%00']) {
    test(`${address} is the not-found page, not JSON`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
      await page.getByRole('link', { name: 'ホームへ戻る' }).click();
      await expect(page).toHaveURL(/\/(login)?$/);
    });
  }
});

/** From the list to the input step of the signed-in application (as online-apply.spec.ts walks it). */
async function toMembershipInput(page: Page) {
  const next = () => main(page).getByRole('button', { name: '次へ' });
  await main(page)
    .getByRole('listitem')
    .filter({ hasText: '内容確認待ち' })
    .first()
    .getByRole('button', { name: 'お申し込み内容を確認する' })
    .click();
  // Each step's own content before its 次へ: the address changes first, and the step before stays on screen (with
  // its own 次へ) until the new one has loaded.
  await expect(page).toHaveURL(/\/online_apply\/content_conf\?/);
  await expect(main(page).getByRole('columnheader', { name: '講座' })).toBeAttached();
  await next().click();
  await expect(page).toHaveURL(/\/online_apply\/cost_conf\?/);
  await expect(main(page).getByRole('row', { name: /合計（税込）/ })).toBeVisible();
  await next().click();
  await expect(page).toHaveURL(/\/online_apply\/tos\?/);
  await main(page)
    .getByRole('checkbox', { name: /入会規約と個人情報の取り扱いに同意する/ })
    .check();
  await next().click();
  await expect(page).toHaveURL(/\/online_apply\/intro\?/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'マイページのご案内' })).toBeVisible();
  await next().click();
  await expect(page).toHaveURL(/\/online_apply\/application_notes\?/);
  await main(page)
    .getByRole('checkbox', { name: /上記の内容に同意する/ })
    .check();
  await next().click();
  await expect(page).toHaveURL(/\/online_apply\/input\?/);
}

/** Fills what the prefill leaves empty (as online-apply.spec.ts fills it). */
async function fillMembershipInput(page: Page) {
  const group = (name: RegExp) => main(page).getByRole('group', { name });
  await main(page).getByLabel('学校名・園名').fill('武蔵野市立第一小学校');
  await group(/お子さまのフリガナ/)
    .getByLabel('セイ')
    .fill('イトウ');
  await group(/生年月日/)
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('20170402');
  await main(page).getByLabel('学年').selectOption('5');
  await group(/保護者のフリガナ/)
    .getByLabel('セイ')
    .fill('イトウ');
  await group(/保護者のフリガナ/)
    .getByLabel('メイ')
    .fill('マユミ');
  await main(page).getByLabel('生まれ年').selectOption('1988');
  await group(/^メールアドレスの種類/)
    .getByRole('radio', { name: 'スマートフォン' })
    .check();
  await main(page).getByLabel('職業').selectOption('3');
  await group(/お子さまとの続柄/)
    .getByRole('radio', { name: '母' })
    .check();
  await main(page).getByRole('button', { name: '住所検索' }).click();
  await expect(main(page).getByText('住所を入力しました。番地以降をご確認ください。')).toBeVisible();
  await main(page).getByLabel('町名・番地').fill('吉祥寺南町1-2-3');
  await main(page)
    .getByRole('checkbox', { name: /個人情報の取り扱いについて同意する/ })
    .check();
}
