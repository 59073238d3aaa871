import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, openStaffNav, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33 (ADR 054): staff publish a lesson video with WebVTT captions for a course and month; the family of that
// classroom watches it, with the captions, in this month's videos.

const mainOf = (page: Page) => page.getByRole('main');
const video = (page: Page) => page.locator('#lms-player video');
/** The demo's short WebM (no ffmpeg here to make another); the server judges it by its bytes. */
const WEBM = readFileSync(new URL('../../apps/server/src/db/seed/media/lesson-2.webm', import.meta.url));
const CUE = 'ギアの歯の数を数えてみよう。';
const VTT = `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${CUE}\n\n00:05.000 --> 00:10.000\n大きいギアはゆっくり回ります。\n`;

/** "YYYY-MM" of this month in Japan (the form's default month). */
const thisMonth = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);

/** The classroom side in a browser of its own, on 授業動画の管理, through the staff navigation. */
async function openStaffVideos(browser: Browser, page: Page, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: page.viewportSize(), baseURL });
  const staff = await context.newPage();
  await staff.goto('/staff/login');
  await staff.getByLabel('メールアドレス').fill('staff@example.com');
  await staff.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await staff.getByRole('button', { name: 'ログインする' }).click();
  await (await openStaffNav(staff)).getByRole('link', { name: '授業動画の管理' }).click();
  await expect(mainOf(staff).getByRole('heading', { level: 1, name: '授業動画の管理' })).toBeVisible();
  return { context, staff };
}

/** Picks a file with the field's own button, as a person does (the browser's file chooser). */
async function pick(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await mainOf(page).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test.describe('授業動画の管理（教室）', () => {
  // Two browsers on two shared cores, and an upload.
  test.beforeEach(() => test.setTimeout(150_000));

  test('staff publish a captioned video for this month; the family watches it with the captions', async ({
    page,
    browser,
    baseURL,
  }) => {
    await resetDemoData(page.request);
    const title = `ギアの速さくらべ${page.viewportSize()?.width}`;
    const { context, staff } = await openStaffVideos(browser, page, baseURL);
    const main = mainOf(staff);
    await expectNoAxeViolations(staff);
    await main.getByRole('combobox', { name: '教室' }).selectOption({ label: '自由が丘教室' });
    await main.getByRole('combobox', { name: 'コース' }).selectOption('RA');
    await expect(main.getByLabel(/公開月/)).toHaveValue(thisMonth());
    await main.getByRole('textbox', { name: /タイトル/ }).fill(title);

    // A file that is not a video is refused where it is picked, with the reason; nothing typed is lost.
    await pick(staff, '動画を選ぶ', { name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('メモ') });
    await expect(
      main.getByRole('alert').filter({ hasText: '動画はWebMかMP4形式のファイルを選択してください。' }),
    ).toBeVisible();
    // One that only calls itself WebM is refused by the server, which reads its bytes; the words and files stay.
    await pick(staff, '動画を選ぶ', {
      name: 'lesson.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from('not a video'),
    });
    await pick(staff, '字幕ファイルを選ぶ', { name: 'captions.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) });
    await main.getByRole('button', { name: '公開する' }).click();
    await expect(main.getByText('動画はWebMかMP4形式のファイルを選択してください。').first()).toBeVisible();
    await expect(main.getByRole('textbox', { name: /タイトル/ })).toHaveValue(title);
    await expect(main.getByRole('list', { name: /ファイル/ }).getByText('captions.vtt')).toHaveCount(1);
    await expect(main.getByRole('status').first()).not.toContainText('公開しました');
    await expectNoAxeViolations(staff);

    // The real video replaces the refused one; the captions chosen before are kept and sent with it.
    await pick(staff, '動画を選ぶ', { name: 'lesson-2.webm', mimeType: 'video/webm', buffer: WEBM });
    await main.getByRole('button', { name: '公開する' }).click();
    await expect(main.getByRole('status').first()).toHaveText(
      `「${title}」を公開しました。保護者さまの授業動画に表示されます。`,
    );
    const card = main.getByRole('article').filter({ has: staff.getByRole('heading', { name: title }) });
    await expect(card).toContainText('自由が丘教室');
    await expect(card).toContainText('字幕 2件');
    await expectNoAxeViolations(staff);
    await context.close();

    // 陽翔 of the 佐藤 family takes RA at 自由が丘教室: this month's videos carry the classroom's day.
    await signInAt(page, accounts.guardian, '/lms');
    const day = mainOf(page).getByRole('list', { name: '自由が丘教室の動画' });
    await expect(day.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await day.getByRole('link', { name: new RegExp(title) }).click();
    await expect(mainOf(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(video(page).locator('track[kind="captions"][srclang="ja"]')).toHaveCount(1);
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);
    await page.getByRole('region', { name: /^授業動画：/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await expect
      .poll(() =>
        video(page).evaluate((v: HTMLVideoElement) =>
          Array.from(v.textTracks[0]?.cues ?? []).map((c) => (c as VTTCue).text),
        ),
      )
      .toContain(CUE);
  });
});
