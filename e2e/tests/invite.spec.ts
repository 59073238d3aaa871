import { accounts, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('invitation', () => {
  test('a member copies the code and the ready-made text', async ({ page, context, browserName }) => {
    test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-specific');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAt(page, accounts.guardian, '/invite/top');
    await expect(page.getByRole('heading', { level: 1, name: 'お友だち紹介' })).toBeVisible();

    const code = page.getByLabel('あなたの紹介コード');
    await expect(code).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/);
    const value = await code.inputValue();
    await expect(page.getByLabel('ご紹介文（そのまま送れます）')).toHaveValue(new RegExp(value));
    await expect(page.getByText('ご紹介いただける人数に上限はありません。')).toBeVisible();
    await expect(page.getByText('本制度は予告なく終了する場合があります。')).toBeVisible();
    await expectNoAxeViolations(page);

    const copyButtons = page.getByRole('button', { name: 'コピー' });
    await copyButtons.first().click();
    await expect(
      page.getByRole('status').filter({ hasText: 'クリップボードにコピーしました。' }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

    await copyButtons.nth(1).click();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain(`紹介コード「${value}」`);

    // The same code on the other path and on every visit.
    await page.goto('/invite');
    await expect(page.getByLabel('あなたの紹介コード')).toHaveValue(value);
  });

  test('a provisional member is told why there is no code', async ({ page }) => {
    await signInAt(page, accounts.prospect, '/invite/top');
    await expect(page.getByRole('alert')).toContainText('入会手続きが完了していないため、紹介コードを発行できません。');
    await expect(page.getByLabel('あなたの紹介コード')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
