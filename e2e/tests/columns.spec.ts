import type { Page } from '@playwright/test';
import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

const guardian2 = 'guardian2@example.com';
const mainOf = (page: Page) => page.getByRole('main');
const cards = (page: Page) => mainOf(page).getByRole('link', { name: /^コラムを読む/ });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });

/** On a phone the filters sit behind the filter button; on a desktop they are always shown. */
async function openFilters(page: Page) {
  // The panel is on the page once the list has loaded; only then is the button's state worth reading.
  await page.locator('section[aria-label="絞り込みと並び順"]').waitFor({ state: 'attached' });
  const toggle = mainOf(page).getByRole('button', { name: '絞り込む' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test.describe('lesson columns', () => {
  test("lists the family's columns latest first, filters by course, sorts and pages", async ({ page }) => {
    await signInAt(page, accounts.guardian, '/column/list');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: '授業コラム' })).toBeVisible();
    await expect(page).toHaveTitle('【まなびポータル】授業コラム');
    // Eight months of columns for each of the two children's courses: twelve on page 1, four on page 2.
    await expect(cards(page)).toHaveCount(12);
    await expectNoAxeViolations(page);

    await openFilters(page);
    await expect(mainOf(page).getByRole('radio', { name: 'すべて' })).toBeChecked();
    await mainOf(page).getByRole('radio', { name: 'ビギナーコース' }).click();
    await expect(page).toHaveURL(/courseCd=KB/);
    await expect(cards(page)).toHaveCount(8);
    await expect(mainOf(page).getByText(/^【ビギナーコース・/)).toHaveCount(8);
    await expect(mainOf(page).getByRole('navigation', { name: 'コラム一覧のページ' })).toHaveCount(0);

    await openFilters(page);
    await mainOf(page).getByRole('radio', { name: 'すべて' }).click();
    await expect(cards(page)).toHaveCount(12);
    await mainOf(page).getByRole('navigation', { name: 'コラム一覧のページ' }).getByRole('link', { name: /2/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(4);
    await expectNoAxeViolations(page);

    await page.goto('/column/list');
    const firstMeta = mainOf(page)
      .getByText(/^【.+・\d{4}年\d{1,2}月】/)
      .first();
    const newest = (await firstMeta.textContent()) ?? '';
    await openFilters(page);
    await mainOf(page).getByRole('combobox', { name: '並び順' }).selectOption('oldest');
    await expect(page).toHaveURL(/sortOrder=oldest/);
    await expect(firstMeta).not.toHaveText(newest);
    const oldest = (await firstMeta.textContent()) ?? '';
    const monthOf = (text: string) => {
      const m = /(\d{4})年(\d{1,2})月/.exec(text);
      return Number(m?.[1]) * 12 + Number(m?.[2]);
    };
    expect(monthOf(oldest)).toBe(monthOf(newest) - 7);
  });

  test('a card opens its column in a new tab without a handle on the portal', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/column/list');
    const first = cards(page).first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', /noopener/);
    const title = ((await mainOf(page).getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
    const [article] = await Promise.all([page.context().waitForEvent('page'), first.click()]);
    await article.waitForLoadState();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article).toHaveTitle(`${title} | 授業コラム | まなびポータル`);
    expect(await article.evaluate(() => window.opener)).toBeNull();
    await expectNoAxeViolations(article);
  });

  test("a card's picture and title open the column too, one link per card, and the column is styled", async ({
    page,
  }) => {
    await signInAt(page, accounts.guardian, '/column/list');
    const card = mainOf(page).getByRole('article').first();
    const title = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    // One link per card: the picture and the title are not tab stops or links of their own.
    await expect(card.getByRole('link')).toHaveCount(1);
    // A click lands where a reader clicks (force: the card's link covers them, which is the point).
    for (const spot of [card.locator('img'), card.getByRole('heading', { level: 2 })]) {
      const [article] = await Promise.all([page.context().waitForEvent('page'), spot.click({ force: true })]);
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
      // The page's CSP lets its own style block through (issue 31 item 6): the text sits in a 42rem column.
      await expect(article.getByRole('main')).toHaveCSS('max-width', '672px');
      await article.close();
    }
  });

  test("the bell's column notice opens the column in a new tab and is marked read", async ({ page }) => {
    await resetDemoData(page.request);
    await signIn(page, accounts.guardian);
    await expect(bell(page)).toHaveAccessibleName(/未読(\d+)件/);
    const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).textContent()) ?? '';
    const before = Number(/未読(\d+)件/.exec(name)?.[1] ?? 0);
    expect(before).toBeGreaterThan(1);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: '通知' });
    const notice = panel.getByRole('link', { name: /未読：\s*コラムが配信されました/ }).first();
    await expect(notice).toHaveAttribute('href', /^\/api\/column\/article\/\d+$/);
    await expect(notice).toHaveAttribute('target', '_blank');
    const [article] = await Promise.all([page.context().waitForEvent('page'), notice.click()]);
    await expect(article.getByText('アドバンスコース')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(new RegExp(`未読${before - 1}件`));
  });

  test("another family sees only its own course's columns", { tag: '@one-width' }, async ({ page }) => {
    await signInAt(page, guardian2, '/column/list');
    await openFilters(page);
    await expect(mainOf(page).getByRole('radio')).toHaveCount(2);
    await expect(mainOf(page).getByRole('radio', { name: 'ミドルコース' })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expect(mainOf(page).getByText(/^【ミドルコース・/)).toHaveCount(8);
  });

  test('the filters fold behind a button at 767px wide and stand open from 768px', async ({ page }) => {
    await signIn(page, accounts.guardian);
    const toggle = mainOf(page).getByRole('button', { name: '絞り込む' });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/column/list');
    await expect(mainOf(page).getByRole('radio', { name: 'すべて' })).toBeVisible();
    await expect(toggle).toBeHidden();
    await page.setViewportSize({ width: 767, height: 900 });
    await expect(toggle).toBeVisible();
    await expect(mainOf(page).getByRole('radio', { name: 'すべて' })).toBeHidden();
    await toggle.click();
    await expect(mainOf(page).getByRole('radio', { name: 'すべて' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a family without a course in progress is told so', async ({ page }) => {
    await signInAt(page, accounts.prospect, '/column/list');
    await expect(mainOf(page).getByText('受講中のロボット教室コースがありません')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
