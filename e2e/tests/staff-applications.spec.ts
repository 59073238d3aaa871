import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33 (ADR 048): the classroom's side of applications and bookings. Staff change a course's price and the
// family's cost screen shows it (two browsers); a booking's every field, its CSV and an application made from it.

const main = (page: Page) => page.getByRole('main');
const staffNav = (page: Page) => page.getByRole('navigation', { name: '教室スタッフのページ' });

async function staffSignIn(page: Page, email: string) {
  await page.goto('/staff/login');
  await main(page).getByLabel('メールアドレス').fill(email);
  await main(page).getByLabel('パスワード').fill('demo-pass');
  await main(page).getByRole('button', { name: 'ログインする' }).click();
  await expect(staffNav(page)).toBeVisible();
}

/** A visitor's trial booking at 武蔵小杉教室 with two children, a questionnaire note and questions. */
async function bookTrial(request: APIRequestContext) {
  const found = await (await request.get('/api/trial/find?store_id=1402&lesson_id=1402-w2')).json();
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/api/trial', {
    headers: { 'x-xsrf-token': token },
    data: {
      trial: found.taikenkai,
      submissionId: `e2e-staff-applications-${Date.now()}`,
      input: {
        kids: [
          {
            id: 1,
            lastName: '佐藤',
            firstName: '一郎',
            lastNameKana: 'サトウ',
            firstNameKana: 'イチロウ',
            schoolGrade: 5,
          },
          {
            id: 2,
            lastName: '佐藤',
            firstName: '二葉',
            lastNameKana: 'サトウ',
            firstNameKana: 'フタバ',
            schoolGrade: 3,
          },
        ],
        lastName: '佐藤',
        firstName: '花',
        lastNameKana: 'サトウ',
        firstNameKana: 'ハナ',
        telNumber: '0311112222',
        email: 'sato.hana@example.com',
        zipcode: '1500002',
        prefectureCity: '東京都渋谷区',
        blockBuilding: '渋谷1-1',
        prefectureId: 13,
        city: '渋谷区',
        block: '渋谷1-1',
        questionnaire: 8,
        addition8: '伊藤さん, "湊"くんのお母さま',
        questions: '見学だけでも大丈夫ですか。',
        inviteCode: null,
        privacy: true,
      },
    },
  });
  expect(res.status()).toBe(200);
}

test.describe('the classroom side of applications and bookings (issue 33)', () => {
  test.slow();
  test.beforeEach(async ({ request }) => resetDemoData(request));
  test.afterEach(async ({ request }) => resetDemoData(request));

  test("staff change a course's price; the family's cost screen shows it", async ({ page, browser }) => {
    // 吉祥寺教室's own staff member (the demo's application waiting for input there is 伊藤 湊さん's, ROBO RPP).
    await staffSignIn(page, 'kimura.staff@example.com');
    // By its address (the staff menu's link is the same on desktop; on a phone the menu folds away).
    await page.goto('/staff/prices');
    await expect(page.getByRole('heading', { level: 1, name: '料金表' })).toBeVisible();
    const table = main(page).getByRole('table', { name: '吉祥寺教室の料金表' });
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page);
    await table.getByRole('button', { name: /プライマリープラス.*の料金を変更する/ }).click();
    const fee = main(page).getByLabel(/^月謝（税抜）/);
    await expect(fee).toHaveValue('6000');
    // A wrong figure is named, and what was typed stays.
    await fee.fill('2000000');
    await main(page).getByRole('button', { name: '保存する' }).click();
    await expect(
      main(page)
        .getByRole('alert')
        .getByText(/月謝（税抜）は0から1,000,000までの整数/),
    ).toBeVisible();
    await expect(fee).toHaveValue('2000000');
    await fee.fill('7300');
    await main(page).getByRole('button', { name: '保存する' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /の料金を保存しました。お申し込み1件/ }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /プライマリープラス/ })).toContainText('7,300円');

    // The family, in another browser: the cost screen shows 7,300 yen a month (before tax) and the new total.
    const family = await browser.newContext();
    const guardian = await family.newPage();
    await signInAt(guardian, accounts.prospect, '/online_apply/list');
    await main(guardian)
      .getByRole('listitem')
      .filter({ hasText: '内容確認待ち' })
      .first()
      .getByRole('button', { name: 'お申し込み内容を確認する' })
      .click();
    await main(guardian).getByRole('button', { name: '次へ' }).click();
    await expect(guardian).toHaveURL(/\/online_apply\/cost_conf\?/);
    await expect(main(guardian).getByRole('row', { name: /月謝/ })).toContainText('7,300円');
    // 10,000 + 18,000 + 7,300 − 5,000 = 30,300 before tax; 33,330 yen with tax.
    await expect(main(guardian).getByRole('row', { name: /合計（税込）/ })).toContainText('33,330円');
    await expectNoAxeViolations(guardian);
    await family.close();
  });

  test('a booking shows every field, exports CSV with a BOM, and starts an application', async ({ page, request }) => {
    await bookTrial(request);
    await staffSignIn(page, 'staff@example.com');
    const row = main(page).getByRole('row').filter({ hasText: '佐藤 花' });
    await row.getByText('お申し込みの内容').click();
    await expect(row).toContainText('0311112222');
    await expect(row).toContainText('佐藤 二葉（サトウ フタバ）小学1年生');
    await expect(row).toContainText('伊藤さん, "湊"くんのお母さま');
    await expect(row).toContainText('見学だけでも大丈夫ですか。');
    await expectNoAxeViolations(page);

    // Filters live in the address.
    await main(page).getByLabel('種別').selectOption('consult');
    await main(page).getByRole('button', { name: '絞り込む' }).click();
    await expect(page).toHaveURL(/kind=consult/);
    await expect(main(page).getByRole('row').filter({ hasText: '佐藤 花' })).toHaveCount(0);
    await main(page).getByRole('button', { name: '条件をクリア' }).click();
    await expect(page).not.toHaveURL(/kind=/);

    // The CSV: UTF-8 with a BOM, the visitor's fields, RFC 4180 quoting.
    const csvLink = main(page).getByRole('link', { name: 'CSVをダウンロード' });
    await expect(csvLink).toHaveAttribute('download', '');
    // The link follows the cleared filters once the page has drawn them (the address changes first).
    await expect(csvLink).not.toHaveAttribute('href', /kind=/);
    const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('0311112222');
    expect(text).toContain('sato.hana@example.com');
    expect(text).toContain('"伊藤さん, ""湊""くんのお母さま"');

    // An application from the booking: the form opens with it chosen; the family and child come from it.
    await main(page)
      .getByRole('row')
      .filter({ hasText: '佐藤 花' })
      .getByRole('link', { name: '佐藤 花さんの入会のお申し込みを作成する' })
      .click();
    await expect(page).toHaveURL(/\/staff\/membership\?fromBooking=\d+/);
    const form = main(page).getByRole('region', { name: '入会申し込みを作成する' });
    await expect(form.getByLabel('体験授業のお申し込みから作成')).toHaveValue(/\d+/);
    await expect(form.getByLabel(/^教室/)).toHaveValue(/\d+/);
    await form.getByLabel(/^コース/).selectOption('RP');
    await form.getByRole('button', { name: '作成する' }).click();
    await expect(form.getByRole('status')).toContainText('sato.hana@example.com');
    await expectNoAxeViolations(page);
  });
});
