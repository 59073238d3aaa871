import type { Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

const mainOf = (page: Page) => page.getByRole('main');
const languageGroup = (page: Page, legend: string) =>
  page.getByRole('contentinfo').getByRole('group', { name: legend });

// Issue 11 item 4: the portal's copy comes from one catalogue with Japanese and English; the footer of every
// page switches the language and the choice stays on the device (ADR 025).
test.describe('display language', () => {
  test('an English reader signs in, walks home, a list, a detail and profile edit, and the choice stays', async ({
    page,
  }) => {
    // Five screens and a profile edit in one walk.
    test.slow();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await languageGroup(page, '表示言語').getByRole('radio', { name: 'English' }).check();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('【Manabi Portal】Sign in');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address').fill(accounts.guardian);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page).toHaveTitle('【Manabi Portal】My page');
    await expect(mainOf(page).getByRole('region', { name: 'Next lessons' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/announcement/list');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Classroom announcements' })).toBeVisible();
    const list = mainOf(page).getByRole('list', { name: 'Classroom announcements', exact: true });
    // The kit's own words (ADR 026) are English too.
    await expect(mainOf(page).getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
    await list.getByRole('link').first().click();
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Classroom announcement' })).toBeVisible();
    await expect(mainOf(page).getByRole('link', { name: 'Back to all announcements' })).toBeVisible();
    // Dates in the English form, still in Japan time.
    await expect(mainOf(page).getByText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/profile/edit');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await expect(mainOf(page).getByRole('button', { name: 'Continue to check' })).toBeVisible();
    await expect(page.getByLabel('Postal code')).toBeVisible();
    await expectNoAxeViolations(page);
    // The domain's rule answers with a code the catalogue words in the language on screen (ADR 027).
    await page.getByLabel('Family name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Continue to check' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your surname.' })).toBeVisible();
    await expect(page.getByLabel('Family name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Kept on the device: a reload stays in English.
    await page.reload();
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();

    // And back to Japanese from the same footer, now labelled in English.
    await languageGroup(page, 'Language').getByRole('radio', { name: '日本語' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'プロフィールの編集' })).toBeVisible();
    await expect(page).toHaveTitle('【まなびポータル】プロフィールの編集');
  });

  test('the sign-in page and the phone menu offer the other language, and the server answers in it (issue 31 item 34)', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    await mainOf(page).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // A refusal of the server is in the language on screen, not Japanese.
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(mainOf(page).getByText('The email address or password is incorrect.').first()).toBeVisible();
    await expect(mainOf(page).getByText(/パスワード/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await mainOf(page).getByRole('button', { name: '日本語' }).click();
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();

    await page.getByLabel('メールアドレス').fill(accounts.guardian);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    if (testInfo.project.name !== 'phone') {
      // On a desktop the sidebar, beside ログアウト, has it too.
      const sidebar = page.getByRole('navigation', { name: 'メインメニュー' });
      await sidebar.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('button', { name: '日本語' })).toBeVisible();
      await expectNoAxeViolations(page);
      await menu.getByRole('button', { name: '日本語' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      return;
    }
    // On a phone the menu, where a reader looks for settings, has it too.
    await page
      .getByRole('navigation', { name: 'ボトムナビゲーション' })
      .getByRole('button', { name: 'メニュー' })
      .click();
    await page.getByRole('dialog', { name: 'メニュー' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: '日本語' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: '日本語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('the switch works by keyboard: arrow keys move between the languages', async ({ page }) => {
    await page.goto('/login');
    const japanese = languageGroup(page, '表示言語').getByRole('radio', { name: '日本語' });
    await japanese.focus();
    await expect(japanese).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(languageGroup(page, 'Language').getByRole('radio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(mainOf(page).getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  });
});
