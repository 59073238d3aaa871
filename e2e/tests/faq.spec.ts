import { accounts, signIn, signInAt } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test.describe('FAQ', () => {
  test('browse a category, a section and an article, then go back by the back link and the breadcrumb', async ({
    page,
  }) => {
    await signIn(page, accounts.guardian, '/login?redirect=/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: '料金・お支払い' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: '授業・欠席' }).click();
    await expect(page).toHaveURL(/\/faq\/section\/list\/\d+$/);
    await expect(main(page).getByRole('heading', { name: '授業・欠席の質問' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: '欠席と振替' }).click();
    await expect(page).toHaveURL(/\/faq\/article\/List\/\d+\?categoryId=\d+$/);
    const listUrl = page.url();
    // The list names its section, and the breadcrumb the category it belongs to.
    await expect(main(page).getByRole('heading', { name: '欠席と振替' })).toBeVisible();
    const crumbs = main(page).getByRole('navigation', { name: 'パンくずリスト' });
    await expect(crumbs.getByRole('link', { name: '授業・欠席' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: '授業を欠席するときはどうすればよいですか' }).click();
    await expect(page).toHaveURL(/\/faq\/article\/detail\/\d+\?categoryId=\d+$/);
    await expect(main(page).getByRole('heading', { name: '授業を欠席するときはどうすればよいですか' })).toBeVisible();
    // Its breadcrumb leads back to its section and category by name.
    const detailCrumbs = main(page).getByRole('navigation', { name: 'パンくずリスト' });
    await expect(detailCrumbs.getByRole('link', { name: '欠席と振替' })).toHaveAttribute(
      'href',
      new URL(listUrl).pathname + new URL(listUrl).search,
    );
    await expect(main(page).getByText(/^最終更新日：\d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expect(main(page).getByText(/授業開始の30分前までに、お通いの教室へお電話ください/)).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page)
      .getByRole('link', { name: /質問一覧へ/ })
      .click();
    await expect(page).toHaveURL(listUrl);
    await main(page).getByRole('link', { name: '欠席した授業の振替はできますか' }).click();
    await expect(main(page).getByText(/振替は、原則として行っておりません/)).toBeVisible();
    await main(page)
      .getByRole('navigation', { name: 'パンくずリスト' })
      .getByRole('link', { name: 'よくある質問トップ' })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('the keyword box finds an article by a word in its answer, typed in full width', async ({ page }) => {
    await signIn(page, accounts.guardian, '/login?redirect=/faq');
    await main(page)
      .getByRole('searchbox', { name: /キーワード/ })
      .fill('２７日');
    await main(page).getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/\/faq\/search\?keyWord=/);
    await expect(main(page).getByRole('heading', { name: /「２７日」の検索結果：\d+件/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page)
      .getByRole('link', { name: /月謝の引き落とし日はいつですか/ })
      .click();
    await expect(main(page).getByRole('heading', { name: '月謝の引き落とし日はいつですか' })).toBeVisible();
    // Issue 31 item 27: the article opened from a search leads back to those results, with the words kept.
    await main(page).getByRole('link', { name: '検索結果へ' }).click();
    await expect(main(page).getByRole('heading', { name: /「２７日」の検索結果：\d+件/ })).toBeVisible();
    await expect(main(page).getByRole('searchbox', { name: /キーワード/ })).toHaveValue('２７日');

    await page.goto('/faq/search?keyWord=宇宙旅行');
    await expect(main(page).getByText('「宇宙旅行」に一致する質問は見つかりませんでした。')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an article that cannot be fetched returns to FAQ TOP', async ({ page }) => {
    await signInAt(page, accounts.guardian, '/faq/article/detail/99999');
    await expect(page).toHaveURL(/\/faq\?loadFailed=1$/);
    await expect(
      main(page).getByText('よくある質問を読み込めませんでした。よくある質問トップに戻りました。'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('home chat bot', () => {
  test('answers a typed question with the matching article and offers the classroom chat', async ({ page }) => {
    await signIn(page, accounts.guardian);
    const bot = main(page).getByRole('region', { name: 'お困りごとはありませんか？' });
    await expect(bot).toBeVisible();
    await bot.getByRole('textbox', { name: /ご質問/ }).fill('休んだ授業の振替はしてもらえますか？');
    await bot.getByRole('textbox', { name: /ご質問/ }).press('Enter');
    const answer = bot.getByRole('link', { name: /欠席した授業の振替はできますか/ });
    await expect(answer).toBeVisible();
    await expect(bot.getByRole('list', { name: '質問アシスタントとのやりとり' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(bot.getByRole('link', { name: '教室にチャットで相談する' })).toHaveAttribute(
      'href',
      '/chat/class_select',
    );
    await expectNoAxeViolations(page);

    await bot.getByRole('textbox', { name: /ご質問/ }).fill('宇宙旅行の予約');
    await bot.getByRole('button', { name: '質問する' }).click();
    await expect(bot.getByText(/ぴったりの答えが見つかりませんでした/)).toBeVisible();

    await answer.click();
    await expect(main(page).getByRole('heading', { name: '欠席した授業の振替はできますか' })).toBeVisible();
  });

  test('is not offered to a prospective member', async ({ page }) => {
    await signIn(page, accounts.prospect);
    await expect(main(page).getByRole('link', { name: 'よくある質問を見る' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'お困りごとはありませんか？' })).toHaveCount(0);
  });
});
