import { signInAt } from './auth';
import { expect, expectNoAxeViolations, resetDemoData, test } from './fixtures';

test.describe('trial applications list', () => {
  test('the prospect sees the reserved trial, both consultations and the cancelled trial', async ({
    page,
    request,
  }) => {
    // The booking tests book as this prospect on the same worker's server: the list is read as seeded.
    await resetDemoData(request);
    await signInAt(page, 'prospect@example.com', '/trialclassConfirm');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '体験授業・個別相談のお申し込み状況' })).toBeVisible();
    await expect(page).toHaveTitle('【まなびポータル】体験授業・個別相談のお申し込み状況');

    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(4);
    const reserved = cards.filter({ hasText: '予約完了' });
    await expect(reserved.getByRole('heading', { name: /^受付番号 T\d{10}$/ })).toBeVisible();
    await expect(reserved.getByText(/\d{4}年\d{1,2}月\d{1,2}日（.） 14:00/)).toBeVisible();
    await expect(reserved.getByText('ロボット教室')).toBeVisible();
    await expect(reserved.getByText('吉祥寺教室')).toBeVisible();

    const consultation = cards.filter({ hasText: '日程調整中' });
    await expect(consultation.getByText('予約確認中')).toBeVisible();
    await expect(consultation.getByText('プログラミング教室', { exact: true })).toBeVisible();
    // A consultation not yet reserved lists the family's preferred dates instead of a date.
    const withWishes = cards.filter({ hasText: /\d{4}年\d{1,2}月\d{1,2}日（.）10:00/ });
    await expect(withWishes.getByText(/\d{4}年\d{1,2}月\d{1,2}日（.）14:00/)).toBeVisible();
    await expect(withWishes.getByText('予約確認中')).toBeVisible();
    await expect(cards.filter({ hasText: 'キャンセル' }).getByText('自由が丘教室')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a family without trials is invited to find a nearby classroom', async ({ page }) => {
    await signInAt(page, 'limited@example.com', '/trialclassConfirm');
    const main = page.getByRole('main');
    await expect(main.getByText('体験授業のお申し込みはありません')).toBeVisible();
    await expect(main.getByRole('link', { name: '近くの教室を探す' })).toHaveAttribute('href', '/trial');
    await expectNoAxeViolations(page);
  });

  test("another family sees none of the prospect's bookings", { tag: '@one-width' }, async ({ page }) => {
    await signInAt(page, 'guardian2@example.com', '/trialclassConfirm');
    const main = page.getByRole('main');
    await expect(main.getByText('体験授業のお申し込みはありません')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
  });
});
