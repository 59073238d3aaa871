import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { informationItems } from '../../apps/server/src/db/seed/year';
import { accounts, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

const guardian2 = 'guardian2@example.com';
// The event calendar with attachments the seed wrote for this season (冬休み… in November).
const CALENDAR = informationItems(new Date()).find((i) => i.files)?.title ?? '';

const mainOf = (page: Page) => page.getByRole('main');
const listOf = (page: Page) => mainOf(page).getByRole('list', { name: 'インフォメーション', exact: true });

test.describe('information', () => {
  test('filters by label, opens an item and downloads its attachment', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/information/list');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'インフォメーション一覧' })).toBeVisible();
    await expect(mainOf(page).getByText(/^全13件中 1〜10件を表示$/)).toBeVisible();
    // Spec 1 §7: the important ones pinned above the list, from the imp/list call (issue 31 item 26).
    const pinned = mainOf(page).getByRole('list', { name: '重要なインフォメーション' });
    const important = informationItems(new Date()).filter((i) => i.important);
    await expect(pinned.getByRole('link')).toHaveCount(important.length);
    for (const item of important) await expect(pinned).toContainText(item.title);
    await expectNoAxeViolations(page);

    await mainOf(page).getByRole('combobox', { name: 'カテゴリー' }).selectOption({ label: 'イベント' });
    await expect(page).toHaveURL(/labelsId=\d+/);
    await expect(mainOf(page).getByText(/^全4件中 1〜4件を表示$/)).toBeVisible();
    for (const text of await listOf(page).getByRole('link').allTextContents()) expect(text).toContain('イベント');

    await listOf(page)
      .getByRole('link', { name: new RegExp(CALENDAR) })
      .click();
    // The list's label rides along, for the back link (issue 31 item 27).
    await expect(page).toHaveURL(/\/information\/detail\?informationsId=\d+&labelsId=\d+$/);
    await expect(mainOf(page).getByRole('heading', { level: 2, name: CALENDAR })).toBeVisible();
    await expect(mainOf(page).getByText(/に各教室で開催するイベントのカレンダーを公開しました。$/)).toBeVisible();
    const files = mainOf(page).getByRole('list', { name: '添付ファイル' });
    await expect(files.getByRole('link')).toHaveCount(2);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: /イベント会場マップ\.png/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('イベント会場マップ.png');
    const png = await readFile((await download.path()) ?? '');
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // Back on the list (label kept), the opened item has no unread dot.
    await mainOf(page).getByRole('link', { name: 'インフォメーション一覧へ戻る' }).click();
    await expect(page).toHaveURL(/\/information\/list\?labelsId=\d+$/);
    await expect(mainOf(page).getByText(/^全4件中 1〜4件を表示$/)).toBeVisible();
    await expect(listOf(page).getByRole('link', { name: new RegExp(CALENDAR) })).not.toContainText('未読');
  });

  test('keyword, unread and important filters live in the URL; the pager moves between pages', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/information/list');
    await mainOf(page).getByRole('button', { name: '絞り込み' }).click();
    const dialog = page.getByRole('dialog', { name: 'インフォメーションを絞り込む' });
    await dialog.getByRole('searchbox', { name: /キーワード/ }).fill('キャンペーン');
    await dialog.getByRole('button', { name: 'この条件で探す' }).click();
    await expect(page).toHaveURL(/keyWord=/);
    await expect(listOf(page).getByRole('link')).toHaveCount(2);

    await page.goto('/information/list?isImportant=1');
    await expect(mainOf(page).getByRole('checkbox', { name: '重要のみ表示' })).toBeChecked();
    await expect(listOf(page).getByRole('link')).toHaveCount(1);
    await expect(listOf(page)).toContainText('マイページをリニューアルしました');
    // The box follows the URL, so it changes once the list has moved there.
    await mainOf(page).getByRole('checkbox', { name: '重要のみ表示' }).click();
    await expect(page).not.toHaveURL(/isImportant/);
    await expect(mainOf(page).getByRole('checkbox', { name: '重要のみ表示' })).not.toBeChecked();
    await expect(mainOf(page).getByText(/^全13件中 1〜10件を表示$/)).toBeVisible();

    await page.goto('/information/list?isUnread=1');
    for (const text of await listOf(page).getByRole('link').allTextContents()) expect(text).toContain('未読');

    await page.goto('/information/list');
    const pager = mainOf(page).getByRole('navigation', { name: 'インフォメーションのページ' });
    await pager.getByRole('link', { name: /2/ }).click();
    await expect(mainOf(page).getByText(/^全13件中 11〜13件を表示$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown or unpublished item sends the guardian home, and the API answers 4xx', async ({ page }) => {
    await signInAt(page, guardian2, '/information/detail?informationsId=999999');
    await expect(page).toHaveURL(/\/$/);
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.request.get('/api/information?informationsId=999999')).status()).toBe(400);
    expect((await page.request.get('/api/information/files?informationsId=999999')).status()).toBe(404);
    expect(
      (await page.request.get('/api/information/files/download?name=a.pdf&path=information%2F999999%2F1')).status(),
    ).toBe(404);
  });

  test('prospects read information too', async ({ page }) => {
    await signInAt(page, accounts.prospect, '/information/list');
    await expect(mainOf(page).getByText(/^全13件中 1〜10件を表示$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
