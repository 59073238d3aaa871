import type { Page } from '@playwright/test';
import { signIn } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

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
    // One date style (COPY.md): 2026/11/21 in the lists, never an ISO date.
    const news = home.getByRole('region', { name: '教室からのお知らせ' });
    await expect(news.getByText(/^\d{4}\/\d{2}\/\d{2}$/).first()).toBeVisible();
    expect(await home.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await expectNoAxeViolations(page);
  });

  test('a prospect sees the upcoming trial and the pending application, and no next lessons', async ({
    page,
    request,
  }) => {
    // The booking tests book as this prospect on the same worker's server: home is read as seeded.
    await resetDemoData(request);
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
    // The step carries the application in its query (issue 16).
    await expect(reminder.getByRole('link', { name: /伊藤 湊さん/ })).toHaveAttribute(
      'href',
      /^\/online_apply\/content_conf\?kidId=\d+&subscriptionCode=M\d{9}$/,
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

test.describe('home information box', () => {
  test("offers Home's labels as tabs; a tab lists only that label's information", async ({ page }) => {
    const labelCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/information/label') labelCalls.push(url);
    });
    await signIn(page, 'guardian@example.com');
    const box = main(page).getByRole('region', { name: 'インフォメーション', exact: true });
    const tabs = box.getByRole('tablist', { name: 'カテゴリー' });
    await expect(tabs.getByRole('tab', { name: 'すべて', selected: true })).toBeVisible();
    // Spec 1 §7: Home's label call sends isHome.
    expect(labelCalls.length).toBeGreaterThan(0);
    for (const url of labelCalls) expect(url.searchParams.get('isHome')).toBe('1');
    await expect(box.getByRole('list', { name: 'インフォメーション', exact: true }).getByRole('link')).toHaveCount(4);
    await expectNoAxeViolations(page);

    const labels = (await (await page.request.get('/api/information/label?isHome=1')).json()) as {
      id: number;
      labelName: string;
    }[];
    const event = labels.find((l) => l.labelName === 'イベント');
    expect(event).toBeDefined();
    const listCall = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/information/list' && url.searchParams.has('labelsId');
    });
    await tabs.getByRole('tab', { name: 'イベント' }).click();
    const sent = new URL((await listCall).url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      labelsId: String(event?.id),
      perPage: '4',
      isImportant: '0',
      page: '1',
    });
    const panel = box.getByRole('tabpanel', { name: 'イベント' });
    const rows = panel.getByRole('list', { name: 'インフォメーション', exact: true }).getByRole('link');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'イベント' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // By keyboard: the arrow keys and Home move between the tabs and choose them; 「すべて」 lists everything again.
    // (From the chosen tab itself: what a click leaves focused is the browser's business, not the portal's.)
    await tabs.getByRole('tab', { name: 'イベント' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'イベント' })).not.toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: 'すべて' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'すべて' })).toHaveAttribute('aria-selected', 'true');
    const all = box
      .getByRole('tabpanel', { name: 'すべて' })
      .getByRole('list', { name: 'インフォメーション', exact: true });
    await expect(all.getByRole('link')).toHaveCount(4);
    await expect(all.getByRole('link').filter({ hasNotText: 'イベント' }).first()).toBeVisible();
  });
});

test.describe('notification bell', () => {
  test('choosing an unread notification marks it read, the count drops, and it opens its target', async ({ page }) => {
    await resetDemoData(page.request);
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

  test("another family sees none of the first family's notifications and cannot mark them read", {
    tag: '@one-width',
  }, async ({ browser }) => {
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
