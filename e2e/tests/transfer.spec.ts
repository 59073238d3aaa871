import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, openStaffNav, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33 (ADR 051): after an absence, a family at a classroom that offers transfers (吉祥寺教室 in the demo) asks
// for another lesson with a seat; the classroom accepts; the family sees the transfer.

const mainOf = (page: Page) => page.getByRole('main');
const REN = '高橋 蓮';

test.describe('振替', () => {
  // Two browsers on two shared cores.
  test.beforeEach(() => test.setTimeout(120_000));

  test('a guardian reports an absence, asks for a transfer, withdraws it and asks again; the classroom accepts it; the family sees 振替決定', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    await resetDemoData(page.request);
    await signInAt(page, 'guardian2@example.com', '/schedule/calendar');
    // Next month: 蓮's Sunday lessons there are all still ahead, and the window (that month and the next) has the
    // Wednesday class's seats.
    await mainOf(page).getByRole('button', { name: '次の月' }).click();
    const lesson = phone
      ? mainOf(page)
          .getByRole('button', { name: new RegExp(REN) })
          .filter({ hasNotText: /振替|休講/ })
      : mainOf(page)
          .getByRole('grid')
          .locator('td[data-day]')
          .filter({ hasText: REN })
          .filter({ hasNotText: /振替|休講/ });
    await lesson.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(`${REN}さんの授業`) }).click();
    const report = dialog.getByRole('form', { name: '欠席・遅刻・早退の連絡' });
    await report.getByRole('radio', { name: '欠席' }).check();
    await report.getByRole('radio', { name: '体調不良' }).check();
    await report.getByRole('button', { name: '連絡する' }).click();
    await expect(dialog.getByText('欠席の連絡：確認中')).toBeVisible();

    // The transfer: nothing chosen is refused in words; a lesson with a seat is asked for.
    await dialog.getByRole('button', { name: new RegExp(`${REN}さんの欠席.*振替を申請する`) }).click();
    const ask = dialog.getByRole('form', { name: '振替の申請' });
    await expect(ask).toContainText('振替の期間：');
    await ask.getByRole('button', { name: '申請する' }).click();
    await expect(ask.getByRole('alert').first()).toBeVisible();
    const option = ask.getByRole('radio', { name: /水曜17時クラス（残り\d+席）/ }).first();
    await option.check();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: '申請する' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: '振替を申請しました。' })).toBeVisible();

    // Withdrawn while it waits (asked first; "keep" leaves it), then asked for again: the seat was given back.
    const withdraw = dialog.getByRole('button', { name: new RegExp(`${REN}さんの欠席.*振替の申請を取り下げる`) });
    await withdraw.click();
    await expect(dialog.getByText(/振替の申請を取り下げますか？/)).toBeFocused();
    await dialog.getByRole('button', { name: '取り下げない', exact: true }).click();
    await withdraw.click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '取り下げる', exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: '振替の申請を取り下げました。' })).toBeVisible();
    await expect(dialog.getByText('振替申請中')).toHaveCount(0);
    await dialog.getByRole('button', { name: new RegExp(`${REN}さんの欠席.*振替を申請する`) }).click();
    const again = dialog.getByRole('form', { name: '振替の申請' });
    await again
      .getByRole('radio', { name: /水曜17時クラス（残り\d+席）/ })
      .first()
      .check();
    await again.getByRole('button', { name: '申請する' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: '振替を申請しました。' })).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).first().click();

    // The classroom (吉祥寺教室's staff), in a browser of its own.
    const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
    const staff = await context.newPage();
    await staff.goto('/staff/login');
    await staff.getByLabel('メールアドレス').fill('kimura.staff@example.com');
    await staff.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'ログインする' }).click();
    await (await openStaffNav(staff)).getByRole('link', { name: '欠席連絡' }).click();
    await expect(mainOf(staff).getByRole('heading', { level: 1, name: '欠席連絡' })).toBeVisible();
    const card = mainOf(staff)
      .getByRole('listitem')
      .filter({ hasText: `${REN}さん` })
      .filter({ hasText: '振替申請中' });
    await expect(card).toContainText('水曜17時クラス');
    await expectNoAxeViolations(staff);
    await card.getByRole('button', { name: '振替を受け付ける' }).click();
    await expect(mainOf(staff).getByRole('status').filter({ hasText: '振替に回答しました。' })).toBeVisible();
    await context.close();

    // The family: the attendance history names the transfer as decided.
    await page.goto('/attendanceInfo/list');
    const reports = mainOf(page).getByRole('region', { name: '欠席・遅刻・早退の連絡' });
    await expect(reports).toContainText('振替決定');
    await expectNoAxeViolations(page);
  });
});
