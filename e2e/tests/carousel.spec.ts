import { accounts, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('home carousel', () => {
  test('on a phone it holds its place while loading, then its banners are named by their words', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // Home opened from another page: a first load of home comes with its banners drawn (first-paint.spec.ts).
    await signInAt(page, accounts.guardian, '/information/list');
    // A slow network: the carousel's data is held back until the placeholder has been measured, however
    // slow the machine (a fixed delay let a loaded CI machine measure the carousel itself).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/carousel', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'まなびポータル' }).click();
    const region = page.getByRole('region', { name: 'おすすめ情報' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // The rest of home has loaded around it.
    await expect(page.getByRole('region', { name: '次回の授業' })).toBeVisible();
    const before = await region.evaluate((el) => el.getBoundingClientRect().height);
    expect(before).toBeGreaterThan(100);
    release();
    const link = region.getByRole('link', { name: /^お友だち紹介キャンペーン/ });
    await expect(link).toBeVisible();
    const after = await region.evaluate((el) => el.getBoundingClientRect().height);
    // No layout shift: the content below stays where it was.
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    // The words are text a reader can zoom and translate, not only pixels in the picture.
    await expect(region.getByText('お友だち紹介キャンペーン　ご紹介でギフト券をプレゼント')).toBeVisible();
    await expect(region.getByRole('link', { name: /^冬休み特別講座 受付中.*（新しいタブで開きます）$/ })).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page);
  });

  test('a prospect (role 7) does not see the referral campaign they cannot take part in', async ({ page }) => {
    await signInAt(page, accounts.prospect, '/');
    const region = page.getByRole('region', { name: 'おすすめ情報' });
    await expect(region.getByRole('link', { name: /^冬休み特別講座/ })).toHaveCount(1);
    await expect(region.getByText(/お友だち紹介/)).toHaveCount(0);
  });
});
