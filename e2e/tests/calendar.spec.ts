import type { Page } from '@playwright/test';
import { cancellations } from '../../apps/server/src/db/seed/year';
import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// The Saturday class the classroom cancels in 3-5 weeks; 陽翔 takes the Monday class instead (seed/year.ts).
const CANCELLED = cancellations(new Date()).jiyugaoka;
const JST = 9 * 3_600_000;
const todayJst = new Date(Date.now() + JST).toISOString().slice(0, 10);
const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const monthLabel = (iso: string) => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月`;
const dayOf = (iso: string) => Number(iso.slice(8, 10));
/** An ISO date as the dialog writes it: 2026年12月14日（月）. */
const longDate = (iso: string) =>
  `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月${dayOf(iso)}日（${'日月火水木金土'[new Date(`${iso}T00:00:00Z`).getUTCDay()]}）`;

const mainOf = (page: Page) => page.getByRole('main');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });

/** Moves the calendar from this month to the month of `iso` with the arrow. */
async function showMonthOf(page: Page, iso: string) {
  const main = mainOf(page);
  for (let i = monthIndex(todayJst); i < monthIndex(iso); i++) {
    await main.getByRole('button', { name: '次の月' }).click();
  }
  await expect(main.getByRole('heading', { level: 2, name: monthLabel(iso) })).toBeVisible();
}

test.describe('授業カレンダー', () => {
  test('shows this month and, a few weeks on, the cancelled Saturday greyed with the Monday it moved to', async ({
    page,
  }, testInfo) => {
    await signInAt(page, accounts.guardian, '/schedule/calendar');
    await expect(page).toHaveTitle('【まなびポータル】授業カレンダー');
    const main = mainOf(page);
    await expect(main.getByRole('heading', { level: 2, name: monthLabel(todayJst) })).toBeVisible();
    await expect(main.getByRole('list', { name: '色とお子さまの対応' }).getByRole('listitem')).toHaveText([
      '佐藤 陽翔',
      '佐藤 結菜',
    ]);
    await expectNoAxeViolations(page);

    await showMonthOf(page, CANCELLED.date);
    if (testInfo.project.name === 'phone') {
      // Phones list the days with names only; a tap opens the details.
      await expect(main.getByRole('grid')).toHaveCount(0);
      const day = main.getByRole('button', { name: /佐藤 陽翔（振替元）/ });
      await day.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`振替先：${longDate(CANCELLED.transfer.date)} 17:00〜18:30`);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: '閉じる' }).click();
      await expect(day).toBeFocused();
    } else {
      const cell = main.getByRole('grid').locator(`[data-day="${dayOf(CANCELLED.date)}"]`);
      await expect(cell).toContainText('佐藤 陽翔');
      await expect(cell).toContainText('振替元');
      // Keyboard: the arrows walk the days; Enter opens the day and Escape comes back to it.
      await cell.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const monday = main.getByRole('grid').locator(`[data-day="${dayOf(CANCELLED.transfer.date)}"]`);
      if (dayOf(CANCELLED.transfer.date) > dayOf(CANCELLED.date)) {
        await expect(monday).toBeFocused();
        await expect(monday).toContainText('17:00〜18:30');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog')).toContainText(`振替元：${longDate(CANCELLED.date)} 10:00〜11:30`);
        await page.keyboard.press('Escape');
        await expect(monday).toBeFocused();
      }
      await expectNoAxeViolations(page);
    }
  });

  test('decides desktop or phone once at load: the grid from 768px, the list at 767px', async ({ page }) => {
    await signIn(page, accounts.guardian);
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto('/schedule/calendar');
    const main = mainOf(page);
    await expect(main.getByRole('heading', { level: 2, name: monthLabel(todayJst) })).toBeVisible();
    // 陽翔: 結菜 is on leave this month (seed), so her lessons start next month.
    await expect(main.getByRole('button', { name: /佐藤 陽翔/ }).first()).toBeVisible();
    await expect(main.getByRole('grid')).toHaveCount(0);
    // Widening the window keeps the choice made at load.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(main.getByRole('grid')).toHaveCount(0);

    await page.setViewportSize({ width: 768, height: 900 });
    await page.reload();
    await expect(main.getByRole('grid')).toBeVisible();
  });

  test('the schedule notification opens the calendar and is marked read; home links there too', async ({ page }) => {
    await resetDemoData(page.request);
    await signIn(page, accounts.guardian);
    await expect(bell(page)).toHaveAccessibleName(/未読\d+件/);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: '通知' });
    const schedule = panel.locator('a[href="/schedule/calendar"]').filter({ hasText: '未読' });
    await expect(schedule).toHaveCount(1);
    await schedule.click();
    await expect(page).toHaveURL(/\/schedule\/calendar$/);
    await expect(mainOf(page).getByRole('heading', { level: 1, name: '授業カレンダー' })).toBeVisible();
    await bell(page).click();
    await expect(panel.locator('a[href="/schedule/calendar"]').filter({ hasText: '未読' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Opening the calendar from home's link marks it read as well.
    await resetDemoData(page.request);
    await signIn(page, accounts.guardian);
    await mainOf(page).getByRole('link', { name: '授業カレンダーを見る' }).click();
    await expect(page).toHaveURL(/\/schedule\/calendar$/);
    await expect(mainOf(page).getByRole('heading', { level: 1, name: '授業カレンダー' })).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/notification');
        const data = ((await res.json()) as { data: { type: number; isRead: number }[] }).data;
        return data.filter((n) => n.type === 3 && n.isRead === 0).length;
      })
      .toBe(0);
  });

  test("the other family's calendar holds only its own child; ours is refused", { tag: '@one-width' }, async ({
    page,
  }) => {
    await signInAt(page, 'guardian2@example.com', '/schedule/calendar');
    await expect(mainOf(page).getByRole('list', { name: '色とお子さまの対応' }).getByRole('listitem')).toHaveText([
      '高橋 蓮',
    ]);
    const own = ((await (await page.request.get('/api/user')).json()) as { kids: { id: number }[] }).kids.map(
      (k) => k.id,
    );
    const other = [1, 2, 3, 4].find((id) => !own.includes(id)) ?? 1;
    const res = await page.request.get(`/api/schedule/calendar?kid_ids[]=${other}&year=2026&month=01`);
    expect(res.status()).toBe(404);
  });

  test('the family subscribes from the calendar: a secret ICS URL any app can read, dead once stopped', async ({
    page,
    playwright,
  }) => {
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/schedule/calendar');
    const panel = mainOf(page).getByRole('region', { name: 'カレンダーアプリで見る' });
    await panel.getByRole('button', { name: '購読用URLを発行する' }).click();
    const url = await panel.getByRole('textbox', { name: '購読用URL' }).inputValue();
    expect(url).toMatch(/\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    // A calendar app has no session: a fresh client with no cookies.
    const app = await playwright.request.newContext();
    const feed = await app.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('TZID:Asia/Tokyo');
    expect(text).toMatch(/DTSTART;TZID=Asia\/Tokyo:\d{8}T100000/);
    expect(text).toContain('佐藤 陽翔');
    expect(text).toContain('佐藤 結菜');
    expect(text).not.toContain('高橋 蓮');

    await panel.getByRole('button', { name: '購読を停止する' }).click();
    await expect(panel.getByText('購読を停止しました。以前のURLは使えません。')).toBeVisible();
    expect((await app.get(url)).status()).toBe(404);
    await app.dispose();
  });
});
