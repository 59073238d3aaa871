import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accounts, openStaffNav, signIn } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33 (ADR 045): staff write, schedule and publish announcements on the classroom side; the guardian sees a
// published one (pinned, unread) in a browser of their own and never a scheduled one before its time; the staff see
// the family's read in the receipts; a failed save keeps what staff typed.

const main = (page: Page) => page.getByRole('main');
const staffNav = (page: Page) => page.getByRole('navigation', { name: '教室スタッフのページ' });
const guardianList = (page: Page) => main(page).getByRole('list', { name: '教室からのお知らせ', exact: true });

async function staffSignIn(page: Page) {
  await page.goto('/staff/login');
  await main(page).getByLabel('メールアドレス').fill('staff@example.com');
  await main(page).getByLabel('パスワード').fill('demo-pass');
  await main(page).getByRole('button', { name: 'ログインする' }).click();
  await expect(staffNav(page)).toBeVisible();
}

async function openEditor(page: Page) {
  await (await openStaffNav(page)).getByRole('link', { name: 'お知らせの管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせの管理' })).toBeVisible();
  await main(page).getByRole('button', { name: '新しく書く' }).click();
  const form = main(page).getByRole('form', { name: 'お知らせを書く' });
  await expect(form).toBeVisible();
  return form;
}

/** Tomorrow at 09:00 on Japan's wall clock, as the datetime-local field takes it. */
function tomorrowMorning(): string {
  const jst = new Date(Date.now() + 9 * 3_600_000 + 86_400_000);
  return `${jst.toISOString().slice(0, 10)}T09:00`;
}

test.describe('the classroom writes announcements (issue 33)', () => {
  test.slow();
  test.beforeEach(async ({ request }) => resetDemoData(request));
  test.afterEach(async ({ request }) => resetDemoData(request));

  test('staff publish an important announcement; the guardian sees it pinned and unread; staff see it read', async ({
    page,
    browser,
  }, testInfo) => {
    const title = `発表会のご案内（${testInfo.project.name}）`;
    await staffSignIn(page);
    const form = await openEditor(page);
    await expectNoAxeViolations(page);
    await form.getByRole('combobox', { name: /教室/ }).selectOption({ label: '自由が丘教室' });
    await form.getByRole('textbox', { name: /タイトル/ }).fill(title);
    await form
      .getByRole('textbox', { name: /本文/ })
      .fill('6月21日（日）10:00から発表会です。\nロボットキットをお持ちください。');
    await form.getByRole('checkbox', { name: /重要なお知らせとして/ }).check();
    await form.getByRole('button', { name: '公開する' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `「${title}」を公開しました。` }),
    ).toBeVisible();
    const card = main(page).getByRole('article', { name: title });
    await expect(card).toContainText('公開中');
    await expect(card).toContainText('重要');

    // The guardian, in a browser of their own.
    const family = await browser.newContext();
    const gPage = await family.newPage();
    await signIn(gPage, accounts.guardian);
    await gPage.goto('/announcement/list');
    await expect(main(gPage).getByRole('list', { name: '重要なお知らせ' })).toContainText(title);
    const row = guardianList(gPage).getByRole('link', { name: new RegExp(title.replace(/[()（）]/g, '.')) });
    await expect(row).toContainText('未読');
    await expectNoAxeViolations(gPage);
    await row.click();
    await expect(main(gPage).getByRole('article').getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(main(gPage)).toContainText('ロボットキットをお持ちください。');

    // Staff see the 佐藤 family's read.
    await page.reload();
    const receiptsCard = main(page).getByRole('article', { name: title });
    await receiptsCard.getByRole('button', { name: `「${title}」の既読を見る` }).click();
    const receipts = receiptsCard.getByRole('region', { name: `「${title}」の既読` });
    await expect(receipts).toContainText('佐藤さん（ご家族）');
    await expect(receipts).toContainText(/\d+家族のうち1家族が読みました。/);
    await expectNoAxeViolations(page);
    await family.close();
  });

  test('a scheduled announcement stays hidden from the guardian', async ({ page, browser }, testInfo) => {
    const title = `夏期講習のお申し込み開始（${testInfo.project.name}）`;
    await staffSignIn(page);
    const form = await openEditor(page);
    await form.getByRole('textbox', { name: /タイトル/ }).fill(title);
    await form.getByRole('textbox', { name: /本文/ }).fill('7月21日から夏期講習です。');
    await form.getByLabel(/公開日時/).fill(tomorrowMorning());
    await form.getByRole('button', { name: '公開を予約する' }).click();
    await expect(main(page).getByRole('status')).toContainText(`「${title}」の公開を`);
    await expect(main(page).getByRole('article', { name: title })).toContainText('公開予約');

    const family = await browser.newContext();
    const gPage = await family.newPage();
    await signIn(gPage, accounts.guardian);
    await gPage.goto('/announcement/list');
    await expect(guardianList(gPage)).toBeVisible();
    await expect(main(gPage).getByText(title)).toHaveCount(0);
    await family.close();
  });

  test('a failing save keeps what staff typed, and the next try saves it', async ({ page }, testInfo) => {
    const words = `個別面談の日程調整（${testInfo.project.name}）`;
    await staffSignIn(page);
    const form = await openEditor(page);
    let failed = false;
    await page.route('**/api/staff/news', async (route) => {
      if (route.request().method() === 'POST' && !failed) {
        failed = true;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' });
      }
      return route.fallback();
    });
    const title = form.getByRole('textbox', { name: /タイトル/ });
    await title.fill(words);
    await form.getByRole('textbox', { name: /本文/ }).fill('6月の面談日程をお知らせします。');
    await form.getByRole('button', { name: '下書き保存' }).click();
    await expect(
      main(page).getByText('保存できませんでした。入力内容はそのまま残っています。', { exact: false }).first(),
    ).toBeVisible();
    await expect(title).toHaveValue(words);
    // A reload keeps the words too (the draft in session storage).
    await page.reload();
    await expect(main(page).getByRole('textbox', { name: /タイトル/ })).toHaveValue(words);
    await main(page).getByRole('button', { name: '下書き保存' }).click();
    await expect(main(page).getByRole('status')).toContainText(`「${words}」を下書き保存しました。`);
    await expect(main(page).getByRole('article', { name: words })).toContainText('下書き');
  });

  test('staff attach a PDF to an announcement; the guardian downloads it, the refused file is named', async ({
    page,
    browser,
  }, testInfo) => {
    const title = `発表会のプログラム（${testInfo.project.name}）`;
    const fileName = '発表会のプログラム.pdf';
    // A whole PDF without active content, as the server's check (spec 1 §5) takes it.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    await staffSignIn(page);
    const form = await openEditor(page);
    await form.getByRole('combobox', { name: /教室/ }).selectOption({ label: '自由が丘教室' });
    await form.getByRole('textbox', { name: /タイトル/ }).fill(title);
    await form.getByRole('textbox', { name: /本文/ }).fill('当日のプログラムを添付します。');
    await expect(form).toContainText('添付済みのファイルはありません。');
    const input = form.locator('input[type="file"]');
    // A program is refused as it is chosen, by its name; nothing typed is lost.
    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(form.getByRole('alert')).toContainText('setup.exe');
    await expect(form.getByRole('textbox', { name: /タイトル/ })).toHaveValue(title);
    await input.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByRole('list', { name: '選択したファイル' })).toContainText(fileName);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: '公開する' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `「${title}」を公開しました。` }),
    ).toBeVisible();

    // Editing it again lists the attached file with its remove button.
    const card = main(page).getByRole('article', { name: title });
    await card.getByRole('button', { name: `「${title}」を編集する` }).click();
    const edit = main(page).getByRole('form', { name: 'お知らせを編集する' });
    const stored = edit.getByRole('list', { name: '添付済みのファイル' });
    await expect(stored).toContainText(fileName);
    await expect(stored.getByRole('button', { name: `「${fileName}」を削除する` })).toBeVisible();
    await expectNoAxeViolations(page);

    // The guardian, in a browser of their own, sees the file on the announcement and downloads its bytes.
    const family = await browser.newContext();
    const gPage = await family.newPage();
    await signIn(gPage, accounts.guardian);
    await gPage.goto('/announcement/list');
    await guardianList(gPage)
      .getByRole('link', { name: new RegExp(title.replace(/[()（）]/g, '.')) })
      .click();
    await expect(main(gPage).getByRole('heading', { level: 2, name: title })).toBeVisible();
    const files = main(gPage).getByRole('list', { name: '添付ファイル' });
    const link = files.getByRole('link', { name: new RegExp(fileName.replace('.', '\\.')) });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([gPage.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.equals(pdf)).toBe(true);
    await family.close();
  });
});
