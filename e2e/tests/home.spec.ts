import type { Page } from '@playwright/test';
import { signIn } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

const guardian2 = 'guardian2@example.com';
const main = (page: Page) => page.getByRole('main');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });

/** The unread count the bell announces (0 when it shows none). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '';
  const m = /未読(\d+)件/.exec(name);
  return m ? Number(m[1]) : 0;
}

test.describe('home per role', () => {
  test('a member sees next lessons of both children, announcements, the test list and the FAQ box', async ({
    page,
  }) => {
    await signIn(page, 'guardian@example.com');
    const home = main(page);
    await expect(home.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    const lessons = home.getByRole('region', { name: '次回の授業' });
    await expect(lessons.getByText('佐藤 陽翔')).toBeVisible();
    await expect(lessons.getByText('佐藤 結菜')).toBeVisible();
    await expect(home.getByRole('heading', { name: '教室からのお知らせ' })).toBeVisible();
    await expect(home.getByRole('region', { name: 'おすすめ情報' })).toBeVisible();
    const tests = home.getByRole('region', { name: 'ロボット検定' });
    await expect(tests.getByRole('link', { name: /ロボット検定 アドバンス/ })).toHaveAttribute(
      'href',
      '/assessment/take',
    );
    await expect(tests.getByText('未受験')).toBeVisible();
    await expect(home.getByRole('link', { name: 'よくある質問を見る' })).toHaveAttribute('href', '/faq');
    // Members are never invited to a trial lesson.
    await expect(home.getByRole('heading', { name: '体験授業を受けてみませんか' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a prospect sees the upcoming trial and the pending application, and no next lessons', async ({ page }) => {
    await signIn(page, 'prospect@example.com');
    const home = main(page);
    const trials = home.getByRole('region', { name: '体験授業のご予約' });
    await expect(trials.getByText('予約完了')).toBeVisible();
    await expect(trials.getByText(/\d{4}年\d{1,2}月\d{1,2}日（.） 14:00/)).toBeVisible();
    // The consultation still being arranged is upcoming; the cancelled trial is not shown.
    await expect(trials.getByText('日程調整中')).toBeVisible();
    await expect(trials.getByText('キャンセル')).toHaveCount(0);
    const reminder = home.getByRole('region', { name: '入会手続きのお願い' });
    await expect(reminder.getByText('内容確認待ち')).toBeVisible();
    await expect(reminder.getByRole('link', { name: /伊藤 湊さま/ })).toHaveAttribute(
      'href',
      '/online_apply/content_conf',
    );
    await expect(home.getByRole('heading', { name: '次回の授業' })).toHaveCount(0);
    await expect(home.getByRole('heading', { name: '教室からのお知らせ' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a limited account sees next lessons and the trial invitation, no classroom announcements', async ({ page }) => {
    await signIn(page, 'limited@example.com');
    const home = main(page);
    await expect(home.getByRole('heading', { name: '次回の授業' })).toBeVisible();
    await expect(home.getByText('予定されている授業はありません')).toBeVisible();
    const invitation = home.getByRole('region', { name: '体験授業を受けてみませんか' });
    await expect(invitation.getByRole('link', { name: '近くの教室を探す' })).toHaveAttribute('href', '/trial');
    await expect(home.getByRole('heading', { name: 'インフォメーション' })).toBeVisible();
    await expect(home.getByRole('heading', { name: '教室からのお知らせ' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('notification bell', () => {
  test('choosing an unread notification marks it read, the count drops, and it opens its target', async ({ page }) => {
    await signIn(page, 'guardian@example.com');
    await expect(bell(page)).toHaveAccessibleName(/未読\d+件/);
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(0);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: '通知' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    // The first unread item that opens inside the portal (columns open an external site in a new tab).
    const item = panel
      .getByRole('link', { name: /未読：/ })
      .and(panel.locator(':not([target="_blank"])'))
      .first();
    const href = (await item.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/(schedule\/calendar|studentLessonRecord\/detail\?id=\d+)$/);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    await expect(bell(page)).toHaveAccessibleName(before - 1 > 0 ? new RegExp(`未読${before - 1}件`) : /^通知$/);
  });

  test("another family sees none of the first family's notifications and cannot mark them read", async ({
    browser,
  }) => {
    const firstContext = await browser.newContext();
    const first = await firstContext.newPage();
    await signIn(first, 'guardian@example.com');
    const theirs = ((await (await first.request.get('/api/notification')).json()) as { data: { id: number }[] }).data;
    expect(theirs.length).toBeGreaterThan(0);
    await firstContext.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, guardian2);
    const mine = ((await (await page.request.get('/api/notification')).json()) as { data: { id: number }[] }).data;
    expect(mine.some((n) => theirs.some((t) => t.id === n.id))).toBe(false);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.post('/api/notification/update/read', {
      data: { id: theirs[0]?.id },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    expect(res.status()).toBe(404);

    const home = main(page);
    const lessons = home.getByRole('region', { name: '次回の授業' });
    await expect(lessons.getByText('高橋 蓮')).toBeVisible();
    await expect(home.getByText(/佐藤/)).toHaveCount(0);
    await expect(home.getByRole('region', { name: 'ロボット検定' }).getByText('受験済み')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
