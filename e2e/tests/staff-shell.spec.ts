import type { Locator, Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

// Issue 33 (ADR 044): the staff shell. Every staff page, reached from the one staff navigation, answers without a
// failing call or a console error (the guardian's session check and profile answered a staff session 403 on every
// staff page before); the navigation works by keyboard at both widths; and a guardian's new message, sent in a
// browser of its own, raises the staff member's unread count and moves the room to the top without a reload.

const main = (page: Page) => page.getByRole('main');
const phone = (projectName: string) => projectName === 'phone';

/** Every answer ≥ 400 and every console error of the page, from now on. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

async function staffSignIn(page: Page) {
  await page.goto('/staff/login');
  await main(page).getByLabel('メールアドレス').fill('staff@example.com');
  await main(page).getByLabel('パスワード').fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();
}

/** The staff navigation: the sidebar on a desktop; on a phone, the menu opened from the bottom bar. */
async function openNav(page: Page, projectName: string): Promise<Locator> {
  if (!phone(projectName)) return page.getByRole('navigation', { name: '教室スタッフのページ' }).first();
  await page.getByRole('button', { name: 'メニュー' }).click();
  return page.getByRole('dialog', { name: 'メニュー' });
}

async function closeNav(page: Page, projectName: string) {
  if (!phone(projectName)) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Presses Tab until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error('the target was not reached with Tab');
}

/** The unread count the chat entry reads out (0 without a badge). */
async function navUnread(nav: Locator) {
  const name = (await nav.getByRole('link', { name: /保護者とのチャット/ }).textContent()) ?? '';
  return Number(/未読のメッセージ(\d+)件/.exec(name)?.[1] ?? 0);
}

test.describe('the staff shell (issue 33)', () => {
  test.slow();
  test.beforeEach(async ({ request }) => resetDemoData(request));
  test.afterEach(async ({ request }) => resetDemoData(request));

  test('every staff page from the one navigation: no failing call, no console error, axe clean', async ({
    page,
  }, testInfo) => {
    const failures = watchFailures(page);
    await staffSignIn(page);
    const nav = await openNav(page, testInfo.project.name);
    // The staff member and their classrooms, with sign-out.
    await expect(nav.getByText('山本 大輔 でログイン中')).toBeVisible();
    await expect(nav.getByRole('list', { name: '担当の教室' })).toContainText('自由が丘教室（オーナー）');
    await expect(nav.getByRole('list', { name: '担当の教室' })).toContainText('武蔵小杉教室（オーナー）');
    await expect(nav.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    const links = nav.getByRole('list').first().getByRole('link');
    const pages = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent ?? '' })),
    );
    expect(pages.length).toBeGreaterThanOrEqual(7);
    await closeNav(page, testInfo.project.name);

    for (const { href } of pages) {
      const opened = await openNav(page, testInfo.project.name);
      await opened.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's own calls have answered (a loader would still say so).
      await expect(main(page).getByText('読み込み中…')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const here = await openNav(page, testInfo.project.name);
      await expect(here.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
      await closeNav(page, testInfo.project.name);
      await expectNoAxeViolations(page);
    }
    expect(failures).toEqual([]);
  });

  test('the navigation works by keyboard', async ({ page }, testInfo) => {
    const failures = watchFailures(page);
    await staffSignIn(page);
    if (phone(testInfo.project.name)) {
      const menu = page.getByRole('button', { name: 'メニュー' });
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'メニュー' });
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('link', { name: 'スタッフの管理' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
    } else {
      const nav = page.getByRole('navigation', { name: '教室スタッフのページ' }).first();
      await tabTo(page, nav.getByRole('link', { name: 'スタッフの管理' }));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフの管理' })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/team$/);
    expect(failures).toEqual([]);
  });

  test('a guardian’s new message raises the unread count and moves the room to the top, live', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const failures = watchFailures(page);
    await staffSignIn(page);
    await page.goto('/staff/chat');
    await expect(page.getByRole('heading', { level: 1, name: '保護者とのチャット' })).toBeVisible();
    const rooms = main(page).getByRole('list', { name: '保護者とのチャット' });
    const room = rooms.getByRole('listitem').filter({ hasText: '佐藤さん（ご家族）・武蔵小杉教室' });
    await expect(room).toBeVisible();
    // The demo's room at 武蔵小杉教室 holds a long history (some of it unread) and is not the newest conversation.
    const roomUnread = async () => Number(/未読(\d+)件/.exec((await room.textContent()) ?? '')?.[1] ?? 0);
    const roomBefore = await roomUnread();
    await expect(rooms.getByRole('listitem').first()).not.toContainText('佐藤さん（ご家族）・武蔵小杉教室');
    const before = await navUnread(await openNav(page, testInfo.project.name));
    await closeNav(page, testInfo.project.name);

    // The guardian writes from a browser of their own.
    const guardian = await browser.newContext({ baseURL: baseURL ?? '' });
    const gPage = await guardian.newPage();
    await signInAt(gPage, accounts.guardian, '/chat/class_select');
    await gPage
      .getByRole('link', { name: /武蔵小杉教室/ })
      .first()
      .click();
    await expect(gPage.getByRole('heading', { level: 2, name: '武蔵小杉教室' })).toBeVisible();
    await gPage.getByRole('textbox', { name: 'メッセージ' }).fill('来週の授業は欠席します。');
    await gPage.getByRole('button', { name: '送信', exact: true }).click();
    await expect(gPage.getByText('来週の授業は欠席します。')).toBeVisible();

    // No reload: the room leads the list with one more unread message, and the navigation's count rose by one.
    await expect.poll(roomUnread, { timeout: 15_000 }).toBe(roomBefore + 1);
    await expect(rooms.getByRole('listitem').first()).toContainText('佐藤さん（ご家族）・武蔵小杉教室');
    const nav = await openNav(page, testInfo.project.name);
    await expect.poll(() => navUnread(nav)).toBe(before + 1);
    await closeNav(page, testInfo.project.name);

    // Staff read it: the count goes down again.
    await room.getByRole('link').click();
    await expect(page.getByText('来週の授業は欠席します。')).toBeVisible();
    const after = await openNav(page, testInfo.project.name);
    await expect.poll(() => navUnread(after), { timeout: 15_000 }).toBe(before - roomBefore);
    await closeNav(page, testInfo.project.name);
    await guardian.close();
    expect(failures).toEqual([]);
  });

  test('no session opens the staff sign-in; a guardian’s session is told the pages are for staff', async ({ page }) => {
    await page.goto('/staff/chat');
    await expect(page).toHaveURL(/\/staff\/login$/);
    await signInAt(page, accounts.guardian, '/staff');
    await expect(main(page).getByRole('alert')).toContainText('このページは教室スタッフ専用です。');
    await expect(page.getByRole('navigation', { name: '教室スタッフのページ' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: '保護者さま向けのページへ' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page);
  });

  test('an unknown staff address opens a not-found page inside the staff frame; sign-out lands on the staff sign-in', async ({
    page,
  }, testInfo) => {
    const failures = watchFailures(page);
    await staffSignIn(page);
    // Opened as a first page (drawn on the server) and from within the app.
    await page.goto('/staff/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフページが見つかりません' })).toBeVisible();
    await expect(main(page)).toContainText('このアドレスの教室スタッフ用ページはありません。');
    // Not the guardians' 404 and its link to their home.
    await expect(main(page).getByRole('link', { name: 'ホームへ戻る' })).toHaveCount(0);
    const nav = await openNav(page, testInfo.project.name);
    await expect(nav.getByText('山本 大輔 でログイン中')).toBeVisible();
    await closeNav(page, testInfo.project.name);
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'スタッフページのトップへ戻る' }).click();
    await expect(page).toHaveURL(/\/staff\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: '体験授業・個別相談の受付一覧' })).toBeVisible();

    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);

    // Sign-out: back at the staff sign-in, not the guardians'; the staff pages then ask for it again. (Calls are not
    // counted from here: a chat count the frame asks as the session ends may answer 401 while the page leaves.)
    const signOut = await openNav(page, testInfo.project.name);
    await signOut.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    await expect(main(page).getByRole('button', { name: 'ログインする' })).toBeVisible();
    await page.goto('/staff/news');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });
});
