import type { Page } from '@playwright/test';
import { cancellations } from '../../apps/server/src/db/seed/year';
import { accounts, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The Wednesday class the classroom cancelled 5-7 weeks ago; 結菜 took the Friday class instead (seed/year.ts).
const MOVED = cancellations(new Date()).musashikosugi;
const slashed = (iso: string) => iso.replaceAll('-', '/');

const mainOf = (page: Page) => page.getByRole('main');

test.describe('受講履歴', () => {
  test('a tab per child; each card shows the lesson and its badge, a transfer where it was taken', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/attendanceInfo/list');
    await expect(page).toHaveTitle('【まなびポータル】受講履歴');
    const main = mainOf(page);
    await expect(main.getByRole('heading', { level: 1, name: '受講履歴' })).toBeVisible();
    const tabs = main.getByRole('tablist', { name: 'お子さまを選ぶ' }).getByRole('tab');
    await expect(tabs).toHaveText(['佐藤 陽翔', '佐藤 結菜']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const haruto = main.getByRole('list', { name: '佐藤 陽翔さんの受講履歴' }).getByRole('article');
    // A year of Saturdays less the closures, newest first, three of them missed.
    expect(await haruto.count()).toBeGreaterThan(40);
    await expect(haruto.first()).toContainText('アドバンスコース');
    await expect(haruto.first()).toContainText('自由が丘教室');
    await expect(haruto.first()).toContainText('土曜10時クラス');
    await expect(haruto.first()).toContainText(/\d{4}\/\d{2}\/\d{2}（土） 10:00〜11:30/);
    await expect(haruto.filter({ hasText: '欠席' })).toHaveCount(3);
    await expectNoAxeViolations(page);

    await tabs.nth(1).click();
    const yuina = main.getByRole('list', { name: '佐藤 結菜さんの受講履歴' }).getByRole('article');
    const moved = yuina.filter({ hasText: slashed(MOVED.date) });
    await expect(moved).toHaveCount(1);
    const destination = moved.getByRole('group', { name: '振替先' });
    await expect(destination).toContainText(slashed(MOVED.transfer.date));
    await expect(destination).toContainText('武蔵小杉教室');
    await expect(destination).toContainText('出席');
    await expect(moved).toContainText('振替');
    await expectNoAxeViolations(page);
  });

  test('the other family sees only its own child, and cannot ask for ours', { tag: '@one-width' }, async ({ page }) => {
    await signInAt(page, 'guardian2@example.com', '/attendanceInfo/list');
    await expect(mainOf(page).getByRole('tab')).toHaveText(['高橋 蓮']);
    await expect(mainOf(page).getByRole('article').first()).toContainText('吉祥寺教室');
    const own = ((await (await page.request.get('/api/user')).json()) as { kids: { id: number }[] }).kids.map(
      (k) => k.id,
    );
    // The demo's children are the first ids: every one but their own answers as missing.
    for (const kidId of [1, 2, 3, 4].filter((id) => !own.includes(id))) {
      const res = await page.request.get(`/api/attendance/list?kidId=${kidId}`);
      expect(res.status(), String(kidId)).toBe(404);
    }
  });
});
