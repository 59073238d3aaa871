import type { Locator, Page } from '@playwright/test';
import { accounts, signIn } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

// ADR 022: the terms of use come before an online membership application, from the sidebar (the phone's
// full-screen menu) or from home, once per browser session.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 869;
const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('dialog', { name: '利用規約への同意' });
const termsUrl = (url: URL) => url.pathname === '/api/term';

/** The sidebar's entry; on a phone, the entry in the bottom nav's full-screen menu (opened first). */
async function menuEntry(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page
      .getByRole('navigation', { name: 'ボトムナビゲーション' })
      .getByRole('button', { name: 'メニュー' })
      .click();
    return page.getByRole('dialog', { name: 'メニュー' }).getByRole('link', { name: 'オンライン入会申し込み' });
  }
  return page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'オンライン入会申し込み' });
}

const homeEntry = (page: Page) =>
  main(page)
    .getByRole('region', { name: 'オンライン入会申し込み' })
    .getByRole('link', { name: 'オンラインで申し込む' });

/** The application list (issue 16); the demo member family has no application in progress. */
async function expectEmptyList(page: Page) {
  await expect(page).toHaveURL(/\/online_apply\/list$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'オンライン入会申し込み' })).toBeVisible();
  await expect(main(page).getByText('お手続き中のお申し込みはありません。')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('terms of use before an online application', () => {
  test('the entry asks first, the box unlocks at the end, and the same session goes straight on', async ({ page }) => {
    // A long walk (two entries, two tabs, five axe checks): a loaded machine needed more than 30 s.
    test.slow();
    await signIn(page, accounts.guardian);
    await expectNoAxeViolations(page);

    const entry = await menuEntry(page);
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await entry.click();
    const terms = dialog(page);
    await expect(terms).toBeVisible();
    await expect(terms.getByText(/改定日：\d{4}\/\d{2}\/\d{2}/)).toBeVisible();
    const box = terms.getByRole('checkbox', { name: /利用規約に同意する/ });
    const proceed = terms.getByRole('button', { name: '同意して進む' });
    // The 100 ms end-of-text check has run: the real terms do not fit, so the box stays locked.
    await page.waitForTimeout(300);
    await expect(box).toBeDisabled();
    await expect(proceed).toBeDisabled();
    await expect(
      terms.getByText('利用規約を最後までスクロールし、「利用規約に同意する」にチェックを入れてください。'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await terms
      .getByRole('region', { name: '利用規約の本文' })
      .evaluate((region) => region.scrollTo({ top: region.scrollHeight }));
    await expect(box).toBeEnabled();
    await expect(proceed).toBeDisabled();
    await box.check();
    await expect(proceed).toBeEnabled();
    await expectNoAxeViolations(page);
    await proceed.click();

    await expectEmptyList(page);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);

    // Back home: both entries now go straight on, without asking again.
    await page.goBack();
    await expect(main(page).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    await expect(homeEntry(page)).not.toHaveAttribute('aria-haspopup');
    await homeEntry(page).click();
    await expectEmptyList(page);
    await page.goBack();
    const again = await menuEntry(page);
    await expect(again).not.toHaveAttribute('aria-haspopup');
    await again.click();
    await expectEmptyList(page);
    if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'メニュー' })).toHaveCount(0);

    // A new browser session (a new tab, still signed in) asks again.
    const second = await page.context().newPage();
    await second.goto('/');
    await expect(main(second).getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
    await homeEntry(second).click();
    await expect(dialog(second)).toBeVisible();
    await expect(second).toHaveURL(/\/$/);
    await second.close();
  });

  test('Escape closes the dialog, focus returns to the entry and nothing is remembered', async ({ page }) => {
    await signIn(page, accounts.limited);
    const entry = await menuEntry(page);
    await entry.focus();
    await page.keyboard.press('Enter');
    const terms = dialog(page);
    await expect(terms).toBeVisible();
    // Focus is trapped: many tabs later it is still inside the dialog.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await terms.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(terms).toHaveCount(0);
    await expect(entry).toBeFocused();
    // On a phone the menu the entry sits in is still open under where the dialog was.
    if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Home's box asks again: closing is not agreeing.
    if (isPhone(page)) await page.keyboard.press('Escape');
    await homeEntry(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.getByRole('dialog', { name: '利用規約への同意' }).getByRole('button', { name: '閉じる' }).click();
    await expect(homeEntry(page)).toBeFocused();
  });

  test('when the terms cannot be loaded the dialog says so, and the retry brings them', async ({ page }) => {
    await signIn(page, accounts.guardian);
    await page.route(termsUrl, (route) => route.abort());
    await homeEntry(page).click();
    const terms = dialog(page);
    const alert = terms.getByRole('alert');
    await expect(alert).toHaveText(/利用規約を読み込めませんでした。時間をおいてもう一度お試しください。/, {
      timeout: 10_000,
    });
    await expect(terms.getByRole('button', { name: '同意して進む' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute(termsUrl);
    await terms.getByRole('button', { name: 'もう一度読み込む' }).click();
    await expect(terms.getByRole('checkbox', { name: /利用規約に同意する/ })).toBeVisible();
    await expect(terms.getByRole('alert')).toHaveCount(0);
  });
});
