import type { Browser, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

/** The guardian's way in: the sidebar's 教室へのチャット, then the classroom's tile. */
async function openGuardianRoom(page: Page, classroom = '自由が丘教室') {
  await page.goto('/chat/class_select');
  await expect(page.getByRole('heading', { level: 1, name: '教室へのチャット' })).toBeVisible();
  await tiles(page)
    .getByRole('link', { name: new RegExp(classroom) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: classroom })).toBeVisible();
}

/** The classroom side in a browser of its own: staff sign-in, the rooms list, the family's room. */
async function openStaffRoom(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await page.getByLabel('メールアドレス').fill('staff@example.com');
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
  await page.goto('/staff/chat');
  await expect(page.getByRole('heading', { level: 1, name: '保護者とのチャット' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /佐藤さま（自由が丘教室）/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /佐藤さま/ })).toBeVisible();
  return { context, page };
}

const tiles = (page: Page) => page.getByRole('list', { name: '教室' });
const messages = (page: Page) => page.getByRole('region', { name: /とのメッセージ/ });

test.describe('chat with the classroom', () => {
  test.beforeEach(async ({ request }) => {
    await resetDemoData(request);
  });

  test('guardian and staff see each other’s messages and deletions live', async ({ page, browser, baseURL }, info) => {
    await signIn(page, accounts.guardian);
    // The sidebar's link opens the chat (it opened "not found" before); the phone reaches it by address.
    if (info.project.name === 'desktop') {
      await page.getByRole('navigation').getByRole('link', { name: '教室へのチャット' }).click();
    } else {
      await page.goto('/chat/class_select');
    }
    await expect(page.getByRole('heading', { level: 1, name: '教室へのチャット' })).toBeVisible();
    // The classroom with an unread reply says so in words, not by colour alone.
    const unreadDot = (name: RegExp) =>
      tiles(page).getByRole('link', { name }).getByRole('img', { name: '未読のメッセージがあります' });
    await expect(unreadDot(/自由が丘教室/)).toBeVisible();
    await expect(unreadDot(/武蔵小杉教室/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await tiles(page)
      .getByRole('link', { name: /自由が丘教室/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: '自由が丘教室' })).toBeVisible();
    await expect(messages(page)).toContainText('カレンダーからご確認ください。');
    await expect(messages(page)).toContainText('このメッセージは削除されました');
    await expectNoAxeViolations(page);

    const staff = await openStaffRoom(browser, baseURL ?? '');
    await expect(messages(staff.page)).toContainText('カレンダーからご確認ください。');

    const question = '明日の授業の持ち物を教えてください。';
    await page.getByRole('textbox', { name: 'メッセージ' }).fill(question);
    await page.getByRole('button', { name: '送信' }).click();
    await expect(messages(page)).toContainText(question);
    await expect(messages(staff.page)).toContainText(question);

    const answer = '筆記用具と上履きをお持ちください。';
    await staff.page.getByRole('textbox', { name: 'メッセージ' }).fill(answer);
    await staff.page.getByRole('button', { name: '送信' }).click();
    await expect(messages(page)).toContainText(answer);

    // The guardian deletes their own message, after the spec's question; both sides see the placeholder.
    const own = messages(page).locator('[data-sender="guardian"]').filter({ hasText: question });
    await own.hover();
    await own.getByRole('button', { name: 'メッセージを削除' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('このメッセージを削除してもよろしいですか？');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(messages(page)).not.toContainText(question);
    await expect(messages(staff.page)).not.toContainText(question);
    await expect(messages(staff.page).getByText('このメッセージは削除されました')).toHaveCount(2);
    await staff.context.close();
  });

  test('a message typed offline waits, then is sent once when the connection returns', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, accounts.guardian);
    await openGuardianRoom(page);
    const staff = await openStaffRoom(browser, baseURL ?? '');

    await page.context().setOffline(true);
    await expect(page.getByText('入力したメッセージは、接続が戻りしだい送信します。', { exact: false })).toBeVisible();
    // One offline notice from the frame; the chat only adds what it does with what is typed.
    await expect(page.getByText('インターネットに接続されていません', { exact: false })).toHaveCount(1);
    const text = 'オフラインで書いたメッセージです。';
    await page.getByRole('textbox', { name: 'メッセージ' }).fill(text);
    await page.getByRole('button', { name: '送信' }).click();
    await expect(messages(page).locator('[data-pending="true"]')).toContainText('送信待ち');
    await page.context().setOffline(false);
    await expect(messages(staff.page)).toContainText(text);
    await expect(messages(page).locator('[data-pending="true"]')).toHaveCount(0);
    // Sent once: the classroom's fresh copy of the room holds it once.
    await staff.page.reload();
    await expect(messages(staff.page).getByText(text)).toHaveCount(1);
    await staff.context.close();
  });

  test('refuses a file type outside the list and a file too large; another family’s room stays closed', async ({
    page,
  }) => {
    await signIn(page, accounts.guardian);
    await openGuardianRoom(page);
    await expect(page.getByRole('heading', { level: 2, name: '自由が丘教室' })).toBeVisible();
    // The composer stays on screen (under 768px a bar fixed to the bottom).
    const composer = page.getByRole('button', { name: '送信' });
    await expect(composer).toBeInViewport();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'ファイルを添付' }).click();
    const dialog = page.getByRole('dialog', { name: 'ファイルを添付' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(dialog.getByRole('alert')).toContainText('このファイル形式は添付できません。');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: '発表会の動画.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(20_000_001),
    });
    await dialog.getByRole('button', { name: '添付する' }).click();
    await expect(dialog).toContainText('発表会の動画.mp4は20MBを超えているため添付できません。');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();

    // The other family's room, asked for by id: refused by the server.
    const other = await page.request.get('/api/guardianChat/message/index?chatRoomId=3&from=guardian');
    expect(other.status()).toBe(403);
  });

  test('a chat address opened directly goes to the classroom choice', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/chat/message?chatRoomId=1');
    await expect(page).toHaveURL(/\/chat\/class_select$/);
  });

  test('the unread count rises live while the guardian is elsewhere, and goes once the room is opened', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAt(page, accounts.guardian, '/');
    const phone = (page.viewportSize()?.width ?? 1280) < 869;
    // The sidebar's entry; on a phone, the entry in the bottom nav's full-screen menu.
    const openMenu = async () => {
      if (!phone) return page.getByRole('navigation', { name: 'メインメニュー' });
      await page
        .getByRole('navigation', { name: 'ボトムナビゲーション' })
        .getByRole('button', { name: 'メニュー' })
        .click();
      return page.getByRole('dialog', { name: 'メニュー' });
    };
    const closeMenu = async () => {
      if (phone) await page.keyboard.press('Escape');
    };
    const chatEntry = async (count: number | null) => {
      const menu = await openMenu();
      const entry = menu.getByRole('link', { name: /^教室へのチャット/ });
      if (count === null) await expect(entry).toHaveAccessibleName('教室へのチャット');
      else await expect(entry).toHaveAccessibleName(new RegExp(`^教室へのチャット\\s?未読のメッセージ${count}件$`));
      await expectNoAxeViolations(page);
      await closeMenu();
    };
    // The demo's unread reply from 自由が丘教室.
    await chatEntry(1);

    const staff = await openStaffRoom(browser, baseURL ?? '');
    const answer = '来週の授業は通常どおり行います。';
    await staff.page.getByRole('textbox', { name: 'メッセージ' }).fill(answer);
    await staff.page.getByRole('button', { name: '送信' }).click();
    await expect(messages(staff.page)).toContainText(answer);
    // No reload: the guardian's home page hears it on their own channel.
    await chatEntry(2);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/chat/class_select');
    const dot = tiles(page)
      .getByRole('link', { name: /自由が丘教室/ })
      .getByRole('img', { name: '未読のメッセージがあります' });
    await expect(dot).toBeVisible();
    await tiles(page)
      .getByRole('link', { name: /自由が丘教室/ })
      .click();
    await expect(messages(page)).toContainText(answer);
    await chatEntry(null);

    // Back on the class select, the tile's dot is gone too; a new reply brings it back, live.
    await page.getByRole('link', { name: '教室の選択へ戻る' }).click();
    await expect(dot).toHaveCount(0);
    await staff.page.getByRole('textbox', { name: 'メッセージ' }).fill('持ち物に変更はありません。');
    await staff.page.getByRole('button', { name: '送信' }).click();
    await expect(dot).toBeVisible();
    await staff.context.close();
  });
});
