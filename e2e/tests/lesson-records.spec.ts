import type { Page } from '@playwright/test';
import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

const guardian2 = 'guardian2@example.com';
const mainOf = (page: Page) => page.getByRole('main');
// The grid is the region's first list; the pager's links are in a list of their own.
const ownCards = (page: Page) =>
  mainOf(page).getByRole('region', { name: '授業の記録一覧' }).getByRole('list').first().getByRole('link');
const postCards = (page: Page) =>
  mainOf(page).getByRole('region', { name: 'みんなの投稿一覧' }).getByRole('list').first().getByRole('link');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });

async function unreadCount(page: Page) {
  const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '';
  return Number(/未読(\d+)件/.exec(name)?.[1] ?? 0);
}

/** On a phone the tabs and sort sit behind the filter button; on a desktop they are always shown. */
async function openFilters(page: Page) {
  await page.locator('section[aria-label="表示するお子さまと並び順"]').waitFor({ state: 'attached' });
  const toggle = mainOf(page).getByRole('button', { name: '絞り込む' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The family's first record that is not published (its own detail page) and first published one. */
async function ownRecords(page: Page) {
  const list = await (await page.request.get('/api/studentLessonRecord/list')).json();
  let privateId = 0;
  let publicId = 0;
  for (const r of list.data as { id: number }[]) {
    const d = await (await page.request.get(`/api/studentLessonRecord/detail?id=${r.id}`)).json();
    if (d.public_post_id) publicId ||= d.public_post_id;
    else privateId ||= r.id;
  }
  return { privateId, publicId };
}

test.describe('わが子の投稿', () => {
  test("lists the family's records with tabs, sort, a count and pages", async ({ page }) => {
    // The staff tests post records for this family on the same worker's server: the count is read as seeded.
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/');
    // The sidebar's entry; on a phone, the entry of the bottom nav's full-screen menu.
    if ((page.viewportSize()?.width ?? 1280) < 869) {
      await page
        .getByRole('navigation', { name: 'ボトムナビゲーション' })
        .getByRole('button', { name: 'メニュー' })
        .click();
      await page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: 'わが子の投稿' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: 'わが子の投稿' })
        .click();
    }
    await expect(page).toHaveURL(/\/studentLessonRecord\/list$/);
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'わが子の投稿' })).toBeVisible();
    await expect(ownCards(page)).toHaveCount(12);
    await expect(mainOf(page).getByText('全24件（1〜12件目）')).toBeVisible();
    await expectNoAxeViolations(page);

    await openFilters(page);
    await mainOf(page).getByRole('tab', { name: '佐藤 陽翔' }).click();
    await expect(page).toHaveURL(/tab=\d+/);
    await expect(mainOf(page).getByText('全12件（1〜12件目）')).toBeVisible();
    await expect(ownCards(page).filter({ hasText: '佐藤 結菜' })).toHaveCount(0);

    await openFilters(page);
    await mainOf(page).getByRole('tab', { name: 'すべて' }).click();
    await expect(page).not.toHaveURL(/tab=/);
    await expect(mainOf(page).getByText('全24件（1〜12件目）')).toBeVisible();
    const firstMonth = (await ownCards(page).first().textContent()) ?? '';
    await openFilters(page);
    await mainOf(page).getByRole('combobox', { name: '並び順' }).selectOption('oldest');
    await expect(page).toHaveURL(/sortOrder=oldest/);
    await expect(ownCards(page).first()).not.toHaveText(firstMonth);
    await expect(ownCards(page).first()).toContainText('2025年');

    await mainOf(page)
      .getByRole('navigation', { name: '授業の記録一覧のページ' })
      .getByRole('link', { name: /2/ })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(mainOf(page).getByText('全24件（13〜24件目）')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows a record with its comments; a comment of 150 characters is refused, a failed send keeps the text', async ({
    page,
  }) => {
    await resetDemoData(page.request);
    await signIn(page, accounts.guardian);
    const { privateId } = await ownRecords(page);
    await page.goto(`/studentLessonRecord/detail?id=${privateId}`);
    const main = mainOf(page);
    await expect(main.getByRole('heading', { level: 1, name: '授業の記録' })).toBeVisible();
    await expect(main.getByRole('img', { name: /さんの作品「/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: '教室からのコメント' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'お子さまのコメント' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: /コメントを書/ }).click();
    const dialog = page.getByRole('dialog', { name: '保護者のコメント' });
    const box = dialog.getByRole('textbox', { name: 'コメント' });
    await box.fill('あ'.repeat(150));
    await dialog.getByRole('button', { name: '送信する' }).click();
    await expect(dialog.getByText('コメントは149文字以内で入力してください。').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The server fails: the dialog stays with the text, and a reload brings both back.
    const typed = 'ロボットの腕が動いたと、家でも嬉しそうに話していました。';
    await box.fill(typed);
    await page.route('**/api/studentLessonRecord/comment', (route) => route.fulfill({ status: 500, json: {} }));
    await dialog.getByRole('button', { name: '送信する' }).click();
    await expect(dialog.getByText(/コメントを送信できませんでした/).first()).toBeVisible();
    await expect(box).toHaveValue(typed);
    await page.reload();
    await expect(page.getByRole('dialog', { name: '保護者のコメント' }).getByRole('textbox')).toHaveValue(typed);

    await page.unroute('**/api/studentLessonRecord/comment');
    await page.getByRole('dialog', { name: '保護者のコメント' }).getByRole('button', { name: '送信する' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main.getByText('コメントを送信しました。')).toBeVisible();
    await expect(main.getByText(typed)).toBeVisible();
    await page.reload();
    await expect(main.getByText(typed)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a published record keeps its own page with the comments and links to everyone’s post (issue 33)', async ({
    page,
  }) => {
    await signIn(page, accounts.guardian);
    const { publicId } = await ownRecords(page);
    expect(publicId).toBeGreaterThan(0);
    // The public post's id is the record's own.
    await page.goto(`/studentLessonRecord/detail?id=${publicId}`);
    const main = mainOf(page);
    await expect(page).toHaveURL(new RegExp(`/studentLessonRecord/detail\\?id=${publicId}$`));
    await expect(main.getByRole('heading', { name: '教室からのコメント' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '保護者のコメント' })).toBeVisible();
    await expect(main.getByRole('button', { name: /コメントを書/ })).toBeVisible();
    await main.getByRole('link', { name: 'みんなの投稿で見る' }).click();
    await expect(page).toHaveURL(new RegExp(`/lessonRecord/detail\\?id=${publicId}$`));
    // Under its nickname (the staff tests on this server may have published another record of the family).
    await expect(mainOf(page).getByRole('heading', { name: /さんのコメント$/ })).toBeVisible();
  });

  test('a lesson-record notification opens the record and is marked read', async ({ page }) => {
    await resetDemoData(page.request);
    await signIn(page, accounts.guardian);
    await expect(bell(page)).toHaveAccessibleName(/未読\d+件/);
    const before = await unreadCount(page);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: '通知' });
    const item = panel
      .locator('a[href^="/studentLessonRecord/detail"]')
      .filter({ hasText: /未読：/ })
      .first();
    const href = (await item.getAttribute('href')) ?? '';
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
    await expect(mainOf(page).getByRole('heading', { name: '教室からのコメント' })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(before - 1 > 0 ? new RegExp(`未読${before - 1}件`) : /^通知$/);
  });
});

test.describe('みんなの投稿', () => {
  test('searches by every field with the state in the URL, pages with ellipses, and resets', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/lessonRecord/list');
    const main = mainOf(page);
    await expect(main.getByRole('heading', { level: 1, name: 'みんなの投稿一覧' })).toBeVisible();
    await expect(postCards(page)).toHaveCount(12);
    const pager = main.getByRole('navigation', { name: '授業の記録一覧のページ' });
    await expect(pager.getByText('…')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const far = pager.getByRole('link', { name: /^(28|29)/ }).first();
    const farPage = ((await far.textContent()) ?? '').trim();
    await far.click();
    await expect(page).toHaveURL(new RegExp(`page=${farPage}`));
    // The address changes before the new page is drawn, and a new search draws the form afresh: wait for the
    // page that marks it as current before typing, or what is typed next is lost when it appears.
    await expect(pager.locator('[aria-current="page"]')).toHaveText(farPage);
    await expect(pager.getByText('…')).toHaveCount(1);

    // Classroom autocomplete: any part of the name, whatever the case.
    const classroom = main.getByRole('combobox', { name: '教室名' });
    const suggestions = page.getByRole('listbox');
    await classroom.click();
    await classroom.fill('教室');
    await expect(suggestions.getByRole('option')).toHaveCount(3);
    await classroom.fill('小杉');
    await expect(suggestions.getByRole('option')).toHaveText(['武蔵小杉教室']);
    // Chosen by keyboard, as the ComboBox offers (arrow to the suggestion, Enter).
    await classroom.press('ArrowDown');
    await classroom.press('Enter');
    await expect(classroom).toHaveValue('武蔵小杉教室');
    await main.getByRole('combobox', { name: '講座' }).selectOption({ label: 'ロボット教室' });
    await main.getByRole('combobox', { name: 'コース' }).selectOption({ label: 'ミドル' });
    await main.getByRole('textbox', { name: 'ニックネーム' }).fill('もくもくエンジニア');
    await main.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/classRoomNumber=(%22)?1402/);
    await expect(page).toHaveURL(/courseCd=RM/);
    await expect(page).toHaveURL(/nickname=/);
    await expect(postCards(page).filter({ hasNotText: 'もくもくエンジニア' })).toHaveCount(0);
    await expect(postCards(page).first()).toContainText('もくもくエンジニア');

    await page.reload();
    await expect(main.getByRole('combobox', { name: '教室名' })).toHaveValue('武蔵小杉教室');
    await expect(main.getByRole('textbox', { name: 'ニックネーム' })).toHaveValue('もくもくエンジニア');
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: '条件をクリア' }).click();
    await expect(page).toHaveURL(/\/lessonRecord\/list$/);
    await expect(postCards(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/classRoomNumber=(%22)?1402/);
  });

  test('a new order or page keeps the cards on screen, marked busy, until the new ones come (issue 31 items 7, 28)', async ({
    page,
  }) => {
    await signInAt(page, accounts.guardian, '/lessonRecord/list');
    const main = mainOf(page);
    const list = main.getByRole('region', { name: 'みんなの投稿一覧' });
    await expect(postCards(page)).toHaveCount(12);
    const first = (await postCards(page).first().textContent()) ?? '';
    // The next list answer is held until the test lets it go, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/lessonRecord/list' && url.searchParams.get('sortOrder') === '1',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await main.getByRole('combobox', { name: '並び順' }).selectOption('oldest');
    await expect(page).toHaveURL(/sortOrder=oldest/);
    // The previous cards and the search form stay, the list says it is busy; no loader takes their place.
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(postCards(page)).toHaveCount(12);
    await expect(postCards(page).first()).toHaveText(first);
    await expect(main.getByRole('button', { name: '検索する' })).toBeVisible();
    // Waiting keeps every word at its contrast (a bar along the top says it is busy, not dimmed text).
    await expectNoAxeViolations(page);
    release();
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await expect(postCards(page).first()).not.toHaveText(first);
    await expectNoAxeViolations(page);
  });

  test('at 375 px a tapped classroom suggestion is chosen', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) > 375, 'a touch screen at phone width');
    await signInAt(page, accounts.guardian, '/lessonRecord/list');
    const main = mainOf(page);
    const classroom = main.getByRole('combobox', { name: '教室名' });
    await classroom.tap();
    await classroom.fill('小杉');
    const option = page.getByRole('listbox').getByRole('option', { name: '武蔵小杉教室' });
    await expect(option).toBeVisible();
    // What lies under a finger at the suggestion is the suggestion, not the field below it (the list is drawn on top).
    const centre = async () => {
      const box = await option.boundingBox();
      return { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    };
    await expect
      .poll(async () => {
        const { x, y } = await centre();
        return page.evaluate(([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.textContent ?? '', [x, y]);
      })
      .toBe('武蔵小杉教室');
    // A real touch at that point (no scrolling first, as a finger does not scroll before it taps).
    const { x, y } = await centre();
    await page.touchscreen.tap(x, y);
    await expect(classroom).toHaveValue('武蔵小杉教室');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await main.getByRole('button', { name: '検索する' }).tap();
    await expect(page).toHaveURL(/classRoomNumber=(%22)?1402/);
    await expect(classroom).toHaveValue('武蔵小杉教室');
  });

  test('a month range outside the last year is refused with a message', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/lessonRecord/list');
    const main = mainOf(page);
    await main.getByLabel('開始月').fill('2020-01');
    await main.getByRole('button', { name: '検索する' }).click();
    await expect(
      main
        .getByText(/開始月/)
        .filter({ hasText: /月/ })
        .nth(1),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/lessonRecord\/list$/);
  });

  test('a report hides the post from the reporting family; its own family still sees it (issue 33)', async ({
    browser,
  }) => {
    const own = await (await browser.newContext()).newPage();
    await resetDemoData(own.request);
    await signIn(own, accounts.guardian);
    const { publicId } = await ownRecords(own);
    // Issue 31 item 7: its own family has no report button on its child's post, and is told why.
    await own.goto(`/lessonRecord/detail?id=${publicId}`);
    await expect(mainOf(own).getByText(/お子さまの投稿です。公開をやめる場合は/)).toBeVisible();
    await expect(mainOf(own).getByRole('button', { name: '通報する' })).toHaveCount(0);

    const other = await (await browser.newContext()).newPage();
    await signInAt(other, guardian2, `/lessonRecord/detail?id=${publicId}`);
    const main = mainOf(other);
    await expect(main.getByRole('heading', { name: 'ギア名人さんのコメント' })).toBeVisible();
    await expectNoAxeViolations(other);
    await main.getByRole('button', { name: '通報する' }).click();
    const confirm = other.getByRole('alertdialog', { name: 'この投稿を通報しますか？' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(other);
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await expect(confirm).toHaveCount(0);
    await main.getByRole('button', { name: '通報する' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: '通報する' }).click();
    await expect(other).toHaveURL(/\/lessonRecord\/list$/);
    // The report was received, in words (issue 31 item 7).
    // (Radix also puts the words in its live region for screen readers: the first is the one seen.)
    await expect(
      other.getByText(/通報しました。この投稿は、あなたのご家族には表示されなくなりました。/).first(),
    ).toBeVisible();
    await other.goto(`/lessonRecord/detail?id=${publicId}`);
    // The server's refusal says what to do next (issue 30 item 13), not "try again later".
    await expect(
      mainOf(other).getByText('投稿が見つかりません。みんなの投稿の一覧から開き直してください。'),
    ).toBeVisible();

    // Until the classroom decides (e2e staff-content.spec.ts), nothing changes for its own family.
    await own.goto(`/lessonRecord/detail?id=${publicId}`);
    await expect(mainOf(own).getByText(/お子さまの投稿です。公開をやめる場合は/)).toBeVisible();
    await expect(mainOf(own).getByRole('button', { name: '通報する' })).toHaveCount(0);
    await own.close();
    await other.close();
  });
});
