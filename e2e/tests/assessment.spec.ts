import type { Locator, Page } from '@playwright/test';
import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

const mainOf = (page: Page) => page.getByRole('main');
const QUESTIONS = 24;
const SURVEY = 3;
/** This year in Japan, as the demo's test codes carry it. */
const thisYear = () => new Date(Date.now() + 9 * 3_600_000).getUTCFullYear();
const item = (page: Page, name: RegExp | string) => page.getByTestId('assessment-item').filter({ hasText: name });

/** Presses Tab until the target has focus: the way a keyboard user reaches it (at most 12 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the target never took focus from the keyboard');
}

/**
 * Puts 陽翔's test on its last quiz page with every question answered (choice 1), as the player keeps it in local
 * storage: the tests about what comes after the quiz need not click through 24 questions.
 */
async function atLastQuizPage(page: Page) {
  const course = (await (await page.request.get('/api/player/progress/ASM-ADVANCE1')).json()) as {
    lessons: { id: number }[];
  };
  const quiz = (await (await page.request.get(`/api/player/quiz/${course.lessons[0]?.id}`)).json()) as {
    contentId: number;
  }[];
  const progress = {
    flow: { overview: 0, mode: 1, page: quiz.length, pageCount: quiz.length },
    quiz: Object.fromEntries(quiz.map((q) => [q.contentId, 1])),
    survey: {},
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `assessmentPlayer:ASM-ADVANCE1:13010417:AT${thisYear()}-ADV`,
    JSON.stringify(progress),
  ] as const);
}

/** Answers the survey's questions (choice 1) and sends it. */
async function answerSurvey(player: Page) {
  for (let n = 1; n <= SURVEY; n++) {
    await expect(player.getByRole('heading', { name: `${SURVEY}問中 ${n}問目` })).toBeVisible();
    await player.getByRole('radiogroup').getByRole('radio').first().click();
    if (n < SURVEY) await player.getByRole('button', { name: '次へ' }).click();
  }
  await player.getByRole('button', { name: '解答を送信する' }).click();
}

/** Opens this year's test of 陽翔 from the take list; the player opens in a new tab. */
async function openPlayer(page: Page, prepare?: (page: Page) => Promise<void>) {
  await signInAt(page, accounts.guardian, '/assessment/take');
  await prepare?.(page);
  const popup = page.waitForEvent('popup');
  await item(page, `${thisYear()}年度 ロボット検定 アドバンス`)
    .getByRole('link', { name: /受験する/ })
    .click();
  const player = await popup;
  await expect(player).toHaveURL(new RegExp(`/quiz/ASM-ADVANCE1/13010417/AT${thisYear()}-ADV$`));
  await expect(player.getByRole('heading', { level: 1, name: 'ロボット検定 アドバンス' })).toBeVisible();
  return player;
}

test.describe('robot assessment', () => {
  test('the take list labels each test, greys taken ones and a child on leave, and home links to it', async ({
    page,
  }) => {
    await resetDemoData(page.request);
    await signInAt(page, accounts.guardian, '/');
    await mainOf(page).getByRole('link', { name: 'ロボット検定のページへ' }).click();
    await expect(page).toHaveURL(/\/assessment\/take$/);
    await expect(page).toHaveTitle('【まなびポータル】ロボット検定');
    const open = item(page, `${thisYear()}年度 ロボット検定 アドバンス`);
    await expect(open).toContainText('未受験');
    await expect(open.getByRole('link', { name: /受験する/ })).toBeVisible();
    const taken = item(page, `${thisYear() - 1}年度 ロボット検定 ミドル`);
    await expect(taken).toContainText('受験済み');
    await expect(taken).toHaveAttribute('data-tone', 'muted');
    await expect(taken.getByRole('link', { name: /受験する/ })).toHaveCount(0);
    await expect(taken.getByRole('button', { name: /結果を見る/ })).toBeVisible();
    const leave = item(page, '結菜');
    await expect(leave).toContainText('休会中はテストを受験できません');
    await expect(leave.getByRole('link')).toHaveCount(0);
    await expect(leave.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a whole test and survey by pointer: resume after reload, unanswered dialog, taken afterwards', async ({
    page,
  }) => {
    // Twenty-four questions, a reload and a survey: a long flow, not a slow page.
    test.slow();
    await resetDemoData(page.request);
    const player = await openPlayer(page);
    await expect(player.getByRole('heading', { name: 'テストをはじめましょう' })).toBeVisible();
    await expect(player.getByText(`問題は全部で${QUESTIONS}問です`)).toBeVisible();
    await expectNoAxeViolations(player);
    await player.getByRole('button', { name: 'テストをはじめる' }).click();

    const grid = player.getByRole('radiogroup');
    for (let n = 1; n <= QUESTIONS; n++) {
      await expect(player.getByRole('heading', { name: `${QUESTIONS}問中 ${n}問目` })).toBeVisible();
      await expect(player.getByRole('img', { name: `問${n}の図` })).toBeVisible();
      if (n === 1) {
        // As many columns as choices (question 1 has three).
        await expect(grid).toHaveAttribute('data-columns', '3');
        await expectNoAxeViolations(player);
      }
      if (n === 5) {
        // A reload (or a lost tab) comes back to the same page with the answers chosen so far.
        await player.reload();
        await expect(player.getByRole('heading', { name: `${QUESTIONS}問中 5問目` })).toBeVisible();
        await expect(player.getByText('前回のつづきから再開しました。')).toBeVisible();
        await player.getByRole('button', { name: '前に戻る' }).click();
        await expect(player.getByRole('radio', { checked: true })).toHaveCount(1);
        await player.getByRole('button', { name: '次へ' }).click();
      }
      if (n === 11) {
        await expect(grid).toHaveAttribute('data-columns', '6');
        // Six choices side by side still fit the screen: nothing scrolls sideways, even at 375px.
        const overflow = await player.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(player);
      }
      // The last question is left open at first, to meet the unanswered-question dialog.
      if (n < QUESTIONS) {
        await grid.getByRole('radio').first().click();
        await player.getByRole('button', { name: '次へ' }).click();
      }
    }
    await player.getByRole('button', { name: '解答を送信する' }).click();
    const dialog = player.getByRole('alertdialog', { name: 'エラー' });
    await expect(dialog).toContainText(`未回答の問題があります　問題番号${QUESTIONS}`);
    await expectNoAxeViolations(player);
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await grid.getByRole('radio').nth(1).click();
    await player.getByRole('button', { name: '解答を送信する' }).click();

    await expect(player.getByRole('heading', { name: 'テストはおわりです' })).toBeVisible();
    await expectNoAxeViolations(player);
    await player.getByRole('button', { name: 'アンケートへ' }).click();
    for (let n = 1; n <= SURVEY; n++) {
      await expect(player.getByRole('heading', { name: `${SURVEY}問中 ${n}問目` })).toBeVisible();
      await player.getByRole('radiogroup').getByRole('radio').first().click();
      if (n < SURVEY) await player.getByRole('button', { name: '次へ' }).click();
    }
    await player.getByRole('button', { name: '解答を送信する' }).click();
    await expect(player.getByRole('heading', { name: 'すべておわりました' })).toBeVisible();
    await expectNoAxeViolations(player);
    const closed = player.waitForEvent('close');
    // The tab closes while the click is still being made: the close is what the test waits for.
    await Promise.all([
      closed,
      player
        .getByRole('button', { name: '終了する' })
        .click()
        .catch(() => undefined),
    ]);

    await page.reload();
    const done = item(page, `${thisYear()}年度 ロボット検定 アドバンス`);
    await expect(done).toContainText('受験済み');
    await expect(done.getByRole('link', { name: /受験する/ })).toHaveCount(0);
    await expect(done.getByRole('button', { name: /結果を見る/ })).toBeVisible();
  });

  test('a whole test and survey by keyboard alone', async ({ page }) => {
    test.slow();
    await resetDemoData(page.request);
    const player = await openPlayer(page);
    const start = player.getByRole('button', { name: 'テストをはじめる' });
    await tabTo(player, start);
    await player.keyboard.press('Enter');
    for (let n = 1; n <= QUESTIONS; n++) {
      await expect(player.getByRole('heading', { name: `${QUESTIONS}問中 ${n}問目` })).toBeFocused();
      await tabTo(player, player.getByRole('radio').first());
      await player.keyboard.press('Space');
      await expect(player.getByRole('radio').first()).toBeChecked();
      const next = player.getByRole('button', { name: n < QUESTIONS ? '次へ' : '解答を送信する' });
      await tabTo(player, next);
      await player.keyboard.press('Enter');
    }
    await expect(player.getByRole('heading', { name: 'テストはおわりです' })).toBeFocused();
    await tabTo(player, player.getByRole('button', { name: 'アンケートへ' }));
    await player.keyboard.press('Enter');
    for (let n = 1; n <= SURVEY; n++) {
      await expect(player.getByRole('heading', { name: `${SURVEY}問中 ${n}問目` })).toBeFocused();
      await tabTo(player, player.getByRole('radio').first());
      await player.keyboard.press('Space');
      await tabTo(player, player.getByRole('button', { name: n < SURVEY ? '次へ' : '解答を送信する' }));
      await player.keyboard.press('Enter');
    }
    await expect(player.getByRole('heading', { name: 'すべておわりました' })).toBeFocused();
    const closed = player.waitForEvent('close');
    await tabTo(player, player.getByRole('button', { name: '終了する' }));
    // The tab closes while the key is still being pressed: the close is what the test waits for.
    await Promise.all([closed, player.keyboard.press('Enter').catch(() => undefined)]);
    await page.reload();
    await expect(item(page, `${thisYear()}年度 ロボット検定 アドバンス`)).toContainText('受験済み');
  });

  test('the report: strengths, improvement, chart with its table, and one printed A4 page', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/assessment/take');
    const popup = page.waitForEvent('popup');
    await item(page, `${thisYear() - 1}年度 ロボット検定 ミドル`)
      .getByRole('button', { name: /結果を見る/ })
      .click();
    const report = await popup;
    await expect(report).toHaveURL(/\/assessment\/report$/);
    await expect(report.getByRole('heading', { level: 1, name: 'ロボット検定 結果レポート' })).toBeVisible();
    await expect(report.getByText('佐藤 陽翔')).toBeVisible();
    await expect(report.getByText(`${thisYear() - 1}年度 ロボット検定 ミドル`)).toBeVisible();
    await expect(report.getByText('自由が丘教室')).toBeVisible();
    // COPY.md: the take date in the app's form (2026年5月12日（火）), never ISO.
    await expect(report.getByText(/^\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）$/)).toBeVisible();
    await expect(report.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
    // The chart's names and scores are at least 12 px on screen, on a phone too.
    const sizes = await report
      .locator('[data-category] > span')
      .evaluateAll((spans) => spans.map((s) => Number.parseFloat(getComputedStyle(s).fontSize)));
    expect(sizes).toHaveLength(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    const strengths = report.locator('section[data-kind="strengths"]');
    await expect(strengths.getByRole('listitem')).toHaveCount(3);
    await expect(strengths).toContainText('100点');
    // 陽翔 got one of three 数の感覚 questions right: his lowest score, so the improvement point.
    const improvement = report.locator('section[data-kind="improvement"]');
    await expect(improvement).toContainText('数の感覚');
    await expect(improvement).toContainText('33点');
    await expect(report.getByRole('img', { name: '10の力のスコア' })).toBeVisible();
    const table = report.getByRole('table', { name: '10の力のスコア一覧' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expectNoAxeViolations(report);

    const pdf = await report.pdf({ format: 'A4', printBackground: true });
    await test.info().attach('report.pdf', { body: pdf, contentType: 'application/pdf' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  test('a sent test cannot be walked back into: no way back from the sent screens, a reload shows it saved', async ({
    page,
  }) => {
    await resetDemoData(page.request);
    const player = await openPlayer(page, atLastQuizPage);
    await expect(player.getByRole('heading', { name: `${QUESTIONS}問中 ${QUESTIONS}問目` })).toBeVisible();
    await player.getByRole('button', { name: '解答を送信する' }).click();
    await expect(player.getByRole('heading', { name: 'テストはおわりです' })).toBeVisible();
    // The quiz is the server's now: no arrow leads back into it.
    await expect(player.getByRole('button', { name: '前に戻る' })).toHaveCount(0);
    await player.getByRole('button', { name: 'アンケートへ' }).click();
    await answerSurvey(player);
    await expect(player.getByRole('heading', { name: 'すべておわりました' })).toBeVisible();
    await expect(player.getByRole('button', { name: '前に戻る' })).toHaveCount(0);

    // A reload after saving says it was saved, with the report: never "cannot be taken".
    await player.reload();
    await expect(player.getByRole('heading', { name: 'このテストは送信済みです' })).toBeVisible();
    await expect(player.getByRole('button', { name: '解答を送信する' })).toHaveCount(0);
    await expectNoAxeViolations(player);
    await player.getByRole('link', { name: '結果レポートを見る' }).click();
    await expect(player).toHaveURL(/\/assessment\/report$/);
    await expect(player.getByText(`${thisYear()}年度 ロボット検定 アドバンス`)).toBeVisible();
    await expect(player.getByRole('img', { name: '10の力のスコア' })).toBeVisible();
    // Back from the report lands on the saved test, not in the survey.
    await player.goBack();
    await expect(player).toHaveURL(new RegExp(`/quiz/ASM-ADVANCE1/13010417/AT${thisYear()}-ADV$`));
    await expect(player.getByRole('heading', { name: 'このテストは送信済みです' })).toBeVisible();
    await expect(player.getByRole('radiogroup')).toHaveCount(0);
  });

  test('a log the server already had (409) is said for what it is, never shown as saved', async ({ page }) => {
    await resetDemoData(page.request);
    const player = await openPlayer(page, atLastQuizPage);
    // The log reaches the server, but its answer says it had it already (a send whose answer was lost before).
    await player.route('**/api/player/learning-log/*', async (route) => {
      await route.fetch();
      await route.fulfill({ status: 409, json: { message: 'この解答はすでに送信されています。' } });
    });
    await player.getByRole('button', { name: '解答を送信する' }).click();
    await expect(player.getByRole('heading', { name: 'この回答はすでに送信されています' })).toBeVisible();
    await expect(player.getByText(/いま選んだ回答は保存されていません。/)).toBeVisible();
    await expect(player.getByRole('heading', { name: 'テストはおわりです' })).toHaveCount(0);
    await expectNoAxeViolations(player);
    await player.getByRole('button', { name: 'アンケートへ進む' }).click();
    await answerSurvey(player);
    await expect(player.getByRole('heading', { name: 'この回答はすでに送信されています' })).toBeVisible();
    await expect(player.getByRole('heading', { name: 'すべておわりました' })).toHaveCount(0);
    // The take is closed, so its report opens from here.
    await player.getByRole('link', { name: '結果レポートを見る' }).click();
    await expect(player).toHaveURL(/\/assessment\/report$/);
    await expect(player.locator('section[data-kind="improvement"]')).toBeVisible();
  });

  test('sign-out forgets the report: the next family on this tab does not see the previous child', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAt(page, accounts.guardian, '/assessment/take');
    const popup = page.waitForEvent('popup');
    await item(page, `${thisYear() - 1}年度 ロボット検定 ミドル`)
      .getByRole('button', { name: /結果を見る/ })
      .click();
    const report = await popup;
    await expect(report.getByText('佐藤 陽翔')).toBeVisible();
    await report.close();
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInAt(page, 'guardian2@example.com', '/assessment/report');
    await expect(page.getByText('レポートを表示できません。')).toBeVisible();
    await expect(page.getByText('佐藤 陽翔')).toHaveCount(0);
    await expect(page.getByText('自由が丘教室')).toHaveCount(0);
  });

  test('error paths: another family’s child, a test already taken, a report opened directly', async ({ page }) => {
    await resetDemoData(page.request);
    await signIn(page, accounts.guardian);
    await page.goto(`/quiz/ASM-MIDDLE1/13030158/AT${thisYear()}-MID`);
    await expect(page).toHaveURL(/\/assessment\/take\?notice=childLoadFailed$/);
    await expect(mainOf(page).getByRole('alert')).toHaveText(
      'お子さまの情報を読み込めませんでした。時間をおいてもう一度お試しください。',
    );
    await expectNoAxeViolations(page);
    await page.goto(`/quiz/ASM-MIDDLE2/13010417/AT${thisYear() - 1}-MID`);
    await expect(page).toHaveURL(/\/assessment\/take\?notice=cannotTake$/);
    await expect(mainOf(page).getByRole('alert')).toContainText('このテストは、いまは受けられません。');
    await page.goto('/assessment/report');
    await expect(page.getByText('レポートを表示できません。')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
