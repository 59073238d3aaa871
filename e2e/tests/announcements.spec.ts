import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { featuredNotice } from '../../apps/server/src/db/seed/year';
import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

const guardian2 = 'guardian2@example.com';
// The notice with attachments the seed wrote for this season (a seasonal course's applications in winter).
const FEATURED = featuredNotice(new Date());
const NOTICE = FEATURED.title;
const FORM = FEATURED.files.pdf;

const mainOf = (page: Page) => page.getByRole('main');
const listOf = (page: Page) => mainOf(page).getByRole('list', { name: '教室からのお知らせ', exact: true });

test.describe('classroom announcements', () => {
  test('opening an unread announcement shows it in full and clears its dot on the list', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/announcement/list');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: '教室からのお知らせ一覧' })).toBeVisible();
    await expect(page).toHaveTitle('【まなびポータル】教室からのお知らせ一覧');
    await expect(mainOf(page).getByText(/^全14件中 1〜10件を表示$/)).toBeVisible();
    await expect(mainOf(page).getByRole('list', { name: '重要なお知らせ' })).toBeVisible();
    await expectNoAxeViolations(page);

    const unread = listOf(page).getByRole('link', { name: /未読/ }).first();
    const href = await unread.getAttribute('href');
    expect(href).toMatch(/^\/announcement\/detail\?announcementsId=\d+$/);
    const rowText = (await unread.textContent()) ?? '';
    await unread.click();

    await expect(page).toHaveURL(href ?? '');
    const heading = mainOf(page).getByRole('article').getByRole('heading', { level: 2 });
    await expect(heading).toBeVisible();
    expect(rowText).toContain((await heading.textContent()) ?? '-');
    await expect(mainOf(page).getByText('送信者')).toBeVisible();
    await expectNoAxeViolations(page);

    await mainOf(page).getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
    const row = listOf(page).locator(`a[href="${href}"]`);
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('未読');
  });

  test('each announcement names the classroom that sent it: the list, the pinned block, the detail and home', async ({
    page,
  }) => {
    // The Satos have a child at 自由が丘教室 and one at 武蔵小杉教室; both classrooms sent a closure notice.
    await signIn(page, accounts.guardian);
    const home = mainOf(page).getByRole('region', { name: '教室からのお知らせ', exact: true });
    const homeRows = home.getByRole('list', { name: '教室からのお知らせ', exact: true }).getByRole('link');
    await expect(homeRows).toHaveCount(4);
    for (const text of await homeRows.allTextContents()) expect(text).toMatch(/自由が丘教室|武蔵小杉教室/);

    await page.goto(`/announcement/list?keyWord=${encodeURIComponent('休講日のお知らせ')}`);
    const twins = listOf(page).getByRole('link', { name: /休講日のお知らせ/ });
    await expect(twins).toHaveCount(2);
    await expect(twins.filter({ hasText: '自由が丘教室' })).toHaveCount(1);
    await expect(twins.filter({ hasText: '武蔵小杉教室' })).toHaveCount(1);
    const pinned = mainOf(page).getByRole('list', { name: '重要なお知らせ' }).getByRole('link');
    await expect(pinned.filter({ hasText: '休講日のお知らせ' }).filter({ hasText: '武蔵小杉教室' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await twins.filter({ hasText: '武蔵小杉教室' }).click();
    const article = mainOf(page).getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: '休講日のお知らせ' })).toBeVisible();
    await expect(article.getByText('教室', { exact: true })).toBeVisible();
    await expect(article.getByText('武蔵小杉教室', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('filters by keyword and unread in the modal, and pages through the list', async ({ page }) => {
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/announcement/list');
    await expect(listOf(page)).toBeVisible();

    await mainOf(page).getByRole('button', { name: '絞り込み' }).click();
    const dialog = page.getByRole('dialog', { name: 'お知らせを絞り込む' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('searchbox', { name: /キーワード/ }).fill('休講日');
    await dialog.getByRole('button', { name: 'この条件で探す' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/keyWord=%E4%BC%91%E8%AC%9B%E6%97%A5/);
    await expect(listOf(page).getByRole('link')).toHaveCount(2);
    for (const text of await listOf(page).getByRole('link').allTextContents()) expect(text).toContain('休講日');
    await expect(mainOf(page).getByRole('button', { name: /絞り込み中/ })).toBeVisible();

    await mainOf(page)
      .getByRole('button', { name: /絞り込み/ })
      .click();
    await dialog.getByRole('button', { name: 'リセット' }).click();
    await expect(dialog.getByRole('searchbox', { name: /キーワード/ })).toHaveValue('');
    await dialog.getByRole('checkbox', { name: '未読のみ表示' }).check();
    await dialog.getByRole('button', { name: 'この条件で探す' }).click();
    await expect(page).toHaveURL(/isUnread=1/);
    await expect(page).not.toHaveURL(/keyWord/);
    const rows = listOf(page).getByRole('link');
    await expect(rows.first()).toBeVisible();
    // The keyword's results (one of them read) may still show for a moment: wait until the filter applies.
    await expect(rows.filter({ hasNotText: '未読' })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allTextContents()) expect(text).toContain('未読');

    // A one-day range from the URL: the notice with attachments went out six days ago (Japan time).
    const day = new Date(Date.now() + 9 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/announcement/list?startDate=${day}&endDate=${day}`);
    await expect(listOf(page).getByRole('link')).toHaveCount(1);
    await expect(listOf(page)).toContainText(NOTICE);
    await mainOf(page)
      .getByRole('button', { name: /絞り込み中/ })
      .click();
    const [y, m, d] = day.split('-');
    // The modal opens on the range in force (the date field's year, month and day segments).
    for (const [type, value] of [
      ['year', y],
      ['month', m],
      ['day', d],
    ] as const) {
      await expect(dialog.locator(`[data-type="${type}"]`).first()).toHaveAttribute(
        'aria-valuenow',
        String(Number(value)),
      );
    }
    await page.keyboard.press('Escape');

    await page.goto('/announcement/list');
    const pager = mainOf(page).getByRole('navigation', { name: 'お知らせのページ' });
    await pager.getByRole('link', { name: /2/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(mainOf(page).getByText(/^全14件中 11〜14件を表示$/)).toBeVisible();
    await expect(listOf(page).getByRole('link')).toHaveCount(4);
    await expectNoAxeViolations(page);
  });

  test('downloads an attachment with its Japanese name and the stored bytes', async ({ page }) => {
    await signIn(page, accounts.guardian);
    await page.goto(`/announcement/list?keyWord=${encodeURIComponent(NOTICE)}`);
    await listOf(page)
      .getByRole('link', { name: new RegExp(NOTICE) })
      .click();
    await expect(mainOf(page).getByRole('heading', { level: 2, name: NOTICE })).toBeVisible();
    await expect(mainOf(page).getByText('重要', { exact: true })).toBeVisible();
    const files = mainOf(page).getByRole('list', { name: '添付ファイル' });
    await expect(files.getByRole('link')).toHaveCount(2);
    await expectNoAxeViolations(page);

    const pdf = files.getByRole('link', { name: FORM });
    await expect(pdf).toContainText(/\d+(\.\d{2})? (B|KB)/);
    const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
    expect(download.suggestedFilename()).toBe(FORM);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');

    const [image] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: /会場案内図\.png/ }).click(),
    ]);
    expect(image.suggestedFilename()).toBe('会場案内図.png');
    const png = await readFile((await image.path()) ?? '');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  test('another family cannot open the announcement, its files or its download', { tag: '@one-width' }, async ({
    page,
  }) => {
    await signIn(page, accounts.guardian);
    const list = await (await page.request.get(`/api/announcement/list?keyWord=${encodeURIComponent(NOTICE)}`)).json();
    const id: number = list.data[0].id;
    const files = await (await page.request.get(`/api/announcement/files?announcementsId=${id}`)).json();
    const path: string = files[0].path;
    await page.context().clearCookies();

    await signInAt(page, guardian2, `/announcement/detail?announcementsId=${id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const detail = await page.request.get(`/api/announcement?announcementsId=${id}`);
    expect(detail.status()).toBe(400);
    expect(await detail.text()).not.toContain(NOTICE);
    const listed = await page.request.get(`/api/announcement/files?announcementsId=${id}`);
    expect(listed.status()).toBe(404);
    const download = await page.request.get(
      `/api/announcement/files/download?name=${encodeURIComponent(FORM)}&path=${encodeURIComponent(path)}`,
    );
    expect(download.status()).toBe(404);
    expect(await download.text()).not.toContain('%PDF');

    // Their own list holds only their classroom's announcements.
    await page.goto('/announcement/list');
    await expect(listOf(page)).toBeVisible();
    await expect(listOf(page)).not.toContainText(NOTICE);
    await expect(listOf(page)).toContainText('ロボット作品展示のご案内');
    for (const text of await listOf(page).getByRole('link').allTextContents()) expect(text).toContain('吉祥寺教室');
  });
});
