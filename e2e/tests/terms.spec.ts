import { accounts, DEMO_PASSWORD, signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

test.describe('terms pages', () => {
  for (const [path, title, text] of [
    ['/kiyaku', '利用規約', '準拠法・管轄裁判所'],
    ['/privacy/main', '個人情報の取り扱いについて', '会員の保護者さまおよびお子さま'],
    ['/privacy/temp', '個人情報の取り扱いについて（入会をご検討中の方）', '入会されなかった場合'],
  ] as const) {
    test(`${path} is readable without signing in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByText(/改定日：\d{4}\/\d{2}\/\d{2}/)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // Issue 19 item 8 (ADR 013): signed in, the notices keep the portal shell; signed out, the public frame.
    test(`${path} keeps the portal shell when signed in`, async ({ page }) => {
      await signInAt(page, accounts.guardian, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toBeVisible();
      // The menu of the shell: the sidebar (with logout) on a desktop, the bottom navigation on a phone.
      const phone = (page.viewportSize()?.width ?? 1280) < 869;
      if (phone) await expect(page.getByRole('navigation', { name: 'ボトムナビゲーション' })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'ログアウト' }).first()).toBeAttached();
    });
  }

  test('signed out, the notices show no menu or profile link', async ({ page }) => {
    await page.goto('/kiyaku');
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'プロフィール' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
  });
});

test.describe('terms consent', () => {
  test('a guardian with outstanding terms reads, agrees and goes home', async ({ page }, testInfo) => {
    await resetDemoData(page.request);
    // Agreeing is for good: the demo data is put back first, and each project has its own account.
    const email = testInfo.project.name === 'phone' ? 'consent2@example.com' : 'consent@example.com';
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログインする' }).click();

    await expect(page).toHaveURL(/\/account\/multiple-consent$/);
    await expect(page.getByRole('heading', { level: 1, name: '規約への同意' })).toBeVisible();
    // Only the terms not yet agreed are shown.
    await expect(page.getByRole('heading', { level: 2, name: 'Lynx利用規約' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'STEAM教育サービス利用規約' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '個人情報の取り扱いについて' })).toHaveCount(0);

    const submit = page.getByRole('button', { name: '同意して送信' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('規約を最後までスクロールしてください')).toBeVisible();
    const boxes = page.getByRole('checkbox', { name: '上記の内容に同意する' });
    await expect(boxes).toHaveCount(2);
    await expect(boxes.first()).toBeDisabled();
    await expectNoAxeViolations(page);

    // Other pages send the guardian back here until they agree.
    await page.goto('/profile/list');
    await expect(page).toHaveURL(/\/account\/multiple-consent$/);

    for (const name of ['Lynx利用規約の本文', 'STEAM教育サービス利用規約の本文']) {
      await page.getByRole('region', { name }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    }
    await expect(boxes.first()).toBeEnabled();
    await boxes.first().check();
    await expect(submit).toBeDisabled();
    await expect(boxes.nth(1)).toBeEnabled();
    await boxes.nth(1).check();
    await expect(submit).toBeEnabled();
    await expect(page.getByText('規約を最後までスクロールしてください')).toHaveCount(0);
    await submit.click();

    await expect(page).toHaveURL(/\/account\/multiple-consent-complete$/);
    await expect(page.getByRole('heading', { level: 1, name: '同意の完了' })).toBeVisible();
    await expect(page.getByText('すべての規約に同意しました。')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'ホームへ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();

    // Nothing is outstanding any more: the profile opens.
    await page.goto('/profile/list');
    await expect(page).toHaveURL(/\/profile\/list$/);
  });
});
