import type { Locator, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, openStaffNav, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

const mainOf = (page: Page) => page.getByRole('main');
const HARUTO = '佐藤 陽翔';
const NOTE = '発熱のため、お休みします。';

/** Next month in the calendar: 陽翔's lessons there are all still ahead. */
async function nextMonth(page: Page) {
  await mainOf(page).getByRole('button', { name: '次の月' }).click();
}

/** Opens the day dialog of 陽翔's first ordinary lesson of the month shown (not a recess or a transfer). */
async function openHarutoLesson(page: Page, phone: boolean): Promise<Locator> {
  const main = mainOf(page);
  if (phone) {
    await main
      .getByRole('button', { name: new RegExp(HARUTO) })
      .filter({ hasNotText: /振替|休講|佐藤 結菜/ })
      .first()
      .click();
  } else {
    await main
      .getByRole('grid')
      .locator('td[data-day]')
      .filter({ hasText: HARUTO })
      .filter({ hasNotText: /振替|休講|佐藤 結菜/ })
      .first()
      .click();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('欠席連絡', () => {
  // Two browsers on two shared cores.
  test.beforeEach(() => test.setTimeout(120_000));

  test('a guardian reports an absence (a failed send keeps the note), staff confirm it, the guardian sees 確認済', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/schedule/calendar');
    await nextMonth(page);
    let dialog = await openHarutoLesson(page, phone);
    await dialog.getByRole('button', { name: new RegExp(`${HARUTO}さんの授業`) }).click();
    const form = dialog.getByRole('form', { name: '欠席・遅刻・早退の連絡' });
    // Nothing chosen: the summary names both choices.
    await form.getByRole('button', { name: '連絡する' }).click();
    await expect(form.getByText('連絡の種類を選択してください。').first()).toBeVisible();
    await form.getByRole('radio', { name: '欠席' }).check();
    await form.getByRole('radio', { name: '体調不良' }).check();
    await form.getByRole('textbox', { name: '連絡事項' }).fill(NOTE);
    await expectNoAxeViolations(page);

    // The server fails once: the words stay, and the next send goes through.
    await page.route('**/api/absence', (route) => route.fulfill({ status: 500, json: {} }), { times: 1 });
    await form.getByRole('button', { name: '連絡する' }).click();
    await expect(form.getByText(/連絡を送れませんでした/).first()).toBeVisible();
    await expect(form.getByRole('textbox', { name: '連絡事項' })).toHaveValue(NOTE);
    await expect(form.getByRole('radio', { name: '欠席' })).toBeChecked();
    await form.getByRole('button', { name: '連絡する' }).click();
    await expect(dialog.getByText('欠席の連絡：確認中')).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('連絡を受け付けました');
    await dialog.getByRole('button', { name: '閉じる' }).click();

    // The classroom, in a browser of its own.
    const staffContext = await browser.newContext({ viewport: page.viewportSize(), baseURL });
    const staff = await staffContext.newPage();
    await staff.goto('/staff/login');
    await staff.getByLabel('メールアドレス').fill('staff@example.com');
    await staff.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'ログインする' }).click();
    await (await openStaffNav(staff)).getByRole('link', { name: '欠席連絡' }).click();
    await expect(mainOf(staff).getByRole('heading', { level: 1, name: '欠席連絡' })).toBeVisible();
    await mainOf(staff).getByRole('combobox', { name: '状況' }).selectOption({ label: '確認中' });
    await mainOf(staff).getByRole('button', { name: '絞り込む' }).click();
    const card = mainOf(staff)
      .getByRole('listitem')
      .filter({ hasText: `${HARUTO}さん` });
    await expect(card).toContainText(`連絡事項：${NOTE}`);
    await expect(card).toContainText('確認中');
    await expectNoAxeViolations(staff);
    await card.getByRole('button', { name: '確認済にする' }).click();
    await expect(mainOf(staff).getByRole('status').filter({ hasText: '回答しました' })).toBeVisible();
    await staffContext.close();

    // The guardian: the calendar and the attendance history show the answer.
    await page.goto('/schedule/calendar');
    await nextMonth(page);
    dialog = await openHarutoLesson(page, phone).catch(async () => page.getByRole('dialog'));
    await expect(page.getByRole('dialog').getByText('欠席の連絡：確認済').first()).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click();
    await page.goto('/attendanceInfo/list');
    const reports = mainOf(page).getByRole('region', { name: '欠席・遅刻・早退の連絡' });
    await expect(reports).toContainText('欠席の連絡：確認済');
    await expectNoAxeViolations(page);
  });

  test('a second report of the same lesson is refused with what to do', async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/schedule/calendar');
    await nextMonth(page);
    const dialog = await openHarutoLesson(page, phone);
    await dialog.getByRole('button', { name: new RegExp(`${HARUTO}さんの授業`) }).click();
    const form = dialog.getByRole('form', { name: '欠席・遅刻・早退の連絡' });
    await form.getByRole('radio', { name: '遅刻' }).check();
    await form.getByRole('radio', { name: '学校行事' }).check();
    // Another device sent one meanwhile: the server answers 409.
    await page.route('**/api/absence', (route) =>
      route.fulfill({
        status: 409,
        json: {
          message:
            'このお子さまのこの授業については、すでに連絡を受け付けています。内容を変える場合は教室へご連絡ください。',
        },
      }),
    );
    await form.getByRole('button', { name: '連絡する' }).click();
    await expect(form.getByText(/すでに連絡を受け付けています/).first()).toBeVisible();
    await expect(form.getByRole('radio', { name: '遅刻' })).toBeChecked();
  });
});
