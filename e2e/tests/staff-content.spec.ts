import type { Browser, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33: the classroom's half of reported posts (ADR 032), columns and video lessons (ADR 047). Staff act in
// one browser context; guardians see the result in others.
const guardian2 = 'guardian2@example.com';
const mainOf = (page: Page) => page.getByRole('main');

/** Staff sign-in, then a staff page by its address. */
async function staffAt(page: Page, path: string) {
  await page.goto('/staff/login');
  await page.getByLabel('メールアドレス').fill('staff@example.com');
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
  await page.goto(path);
}

/** A guardian in a browser of their own, at the width of the project. */
async function guardianAt(browser: Browser, page: Page, baseURL: string | undefined, email: string, path: string) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const guardian = await context.newPage();
  await signInAt(guardian, email, path);
  return guardian;
}

/** The id of a public post of the 佐藤 family's own child (陽翔, nickname ギア名人), read through the API as the family. */
async function ownPublicPostId(page: Page) {
  const list = await page.request.get('/api/studentLessonRecord/list?page=1');
  for (const record of (await list.json()).data as { id: number }[]) {
    const detail = await (await page.request.get(`/api/studentLessonRecord/detail?id=${record.id}`)).json();
    if (detail.public_post_id) return detail.public_post_id as number;
  }
  throw new Error('no public post of the family');
}

test.describe('reported posts (issue 33)', () => {
  test.beforeEach(() => test.setTimeout(150_000));

  test('a report hides the post from the reporter only; staff hide it for everyone; gone for all but its family', async ({
    page,
    browser,
    baseURL,
  }) => {
    await resetDemoData(page.request);
    const own = await guardianAt(browser, page, baseURL, accounts.guardian, '/');
    const postId = await ownPublicPostId(own);
    const reporter = await guardianAt(browser, page, baseURL, guardian2, `/lessonRecord/detail?id=${postId}`);
    const bystander = await guardianAt(browser, page, baseURL, accounts.prospect, `/lessonRecord/detail?id=${postId}`);
    // Role 7 reads the post without a report button.
    await expect(mainOf(bystander).getByRole('heading', { name: 'ギア名人さんのコメント' })).toBeVisible();
    await expect(mainOf(bystander).getByRole('button', { name: '通報する' })).toHaveCount(0);

    await mainOf(reporter).getByRole('button', { name: '通報する' }).click();
    await reporter.getByRole('alertdialog').getByRole('button', { name: '通報する' }).click();
    await expect(reporter).toHaveURL(/\/lessonRecord\/list$/);
    await reporter.goto(`/lessonRecord/detail?id=${postId}`);
    await expect(mainOf(reporter).getByText(/投稿が見つかりません/)).toBeVisible();
    // Everyone else still sees it.
    await bystander.reload();
    await expect(mainOf(bystander).getByRole('heading', { name: 'ギア名人さんのコメント' })).toBeVisible();

    // The classroom's queue: hide for everyone.
    await staffAt(page, '/staff/reports');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: '通報された投稿' })).toBeVisible();
    const card = mainOf(page).getByRole('article').filter({ hasText: 'ギア名人' });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: '全員に非表示にする' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'この投稿を全員に非表示にしますか？' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: '全員に非表示にする' }).click();
    await expect(mainOf(page).getByRole('status')).toHaveText(/を全員に非表示にしました。/);
    await expect(mainOf(page).getByRole('article').filter({ hasText: 'ギア名人' })).toHaveCount(0);

    // Gone for every other family; its own family reads that an administrator hid it.
    await bystander.reload();
    await expect(mainOf(bystander).getByText(/投稿が見つかりません/)).toBeVisible();
    await own.goto(`/lessonRecord/detail?id=${postId}`);
    await expect(mainOf(own).getByText(/管理者により非表示にされています/)).toBeVisible();
    for (const p of [own, reporter, bystander]) await p.context().close();
  });

  test('the sixth report in a day is refused with the reason; the page keeps the post', async ({ page }) => {
    await resetDemoData(page.request);
    await signIn(page, guardian2);
    const list = await (await page.request.get('/api/lessonRecord/list?classRoomNumber=1301')).json();
    const ids = (list.data as { id: number; own: boolean }[]).filter((p) => !p.own).map((p) => p.id);
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    for (const postId of ids.slice(0, 5)) {
      const res = await page.request.post('/api/lessonRecord/report', {
        data: { postId, isFc: true },
        headers: { 'x-xsrf-token': decodeURIComponent(token) },
      });
      expect(res.status()).toBe(200);
    }
    await page.goto(`/lessonRecord/detail?id=${ids[5]}`);
    const main = mainOf(page);
    await main.getByRole('button', { name: '通報する' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '通報する' }).click();
    await expect(
      main.getByText('通報できるのは24時間に5件までです。時間をおいてもう一度お試しください。'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/lessonRecord/detail\\?id=${ids[5]}`));
    await expectNoAxeViolations(page);
  });
});

test.describe('columns (issue 33)', () => {
  test.beforeEach(() => test.setTimeout(150_000));

  test('staff publish a column with a cover; the guardian reads it; a refused cover keeps the words', async ({
    page,
    browser,
    baseURL,
  }) => {
    await resetDemoData(page.request);
    await staffAt(page, '/staff/columns');
    const main = mainOf(page);
    await expect(main.getByRole('heading', { level: 1, name: '授業コラムの管理' })).toBeVisible();
    await expectNoAxeViolations(page);
    const title = `歯車で坂をのぼる${page.viewportSize()?.width}`;
    await main.getByRole('combobox', { name: '教室' }).selectOption({ label: '自由が丘教室' });
    await main.getByRole('combobox', { name: 'コース' }).selectOption('RA');
    await main.getByRole('textbox', { name: /タイトル/ }).fill(title);
    await main.getByRole('textbox', { name: /リード文/ }).fill('今月の授業で作った車の工夫を紹介します。');
    await main.getByRole('textbox', { name: /本文/ }).fill('<p>タイヤを<strong>大きく</strong>しました。</p>');
    // The error path: a file that only calls itself a PNG is refused by its bytes; what was typed stays.
    await main.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await main.getByRole('button', { name: '公開する' }).click();
    await expect(main.getByText('画像はJPEG、PNG、WebP形式のものを選択してください。').first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: /タイトル/ })).toHaveValue(title);
    await expectNoAxeViolations(page);

    // Without the bad file, it publishes with the uploaded cover.
    // A new pick replaces the refused one (one cover).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await main.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await main.getByRole('button', { name: '公開する' }).click();
    await expect(main.getByRole('status')).toHaveText(new RegExp(`「${title}」を公開しました。`));
    await expect(main.getByRole('heading', { name: title })).toBeVisible();

    const guardian = await guardianAt(browser, page, baseURL, accounts.guardian, '/column/list');
    await expect(mainOf(guardian).getByText(title).first()).toBeVisible();
    await expectNoAxeViolations(guardian);
    // 高橋 family (吉祥寺教室, RM) does not get 自由が丘教室's RA column.
    const other = await guardianAt(browser, page, baseURL, guardian2, '/column/list');
    await expect(mainOf(other).getByRole('heading', { level: 1, name: '授業コラム' })).toBeVisible();
    await expect(mainOf(other).getByText(title)).toHaveCount(0);

    // Withdrawn: gone from the guardian's list.
    await mainOf(page)
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: '公開を取り下げる' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '公開を取り下げる' }).click();
    await expect(mainOf(page).getByRole('status')).toHaveText(/公開を取り下げました。/);
    await guardian.reload();
    await expect(mainOf(guardian).getByRole('heading', { level: 1, name: '授業コラム' })).toBeVisible();
    await expect(mainOf(guardian).getByText(title)).toHaveCount(0);
    for (const p of [guardian, other]) await p.context().close();
  });
});
