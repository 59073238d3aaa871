import { accounts, signIn } from './auth';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('related documents', () => {
  test.beforeEach(async ({ context }) => {
    // The demo documents live on a placeholder host; answer for it so the new tab has something to show.
    await context.route('https://www.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: '資料' }),
    );
  });

  test('a guardian opens a document in a new tab and the open is counted', async ({ page }) => {
    await signIn(page, accounts.guardian, '/login?redirect=/document/list');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: '関連資料' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(5);
    await expect(main.getByRole('heading', { name: '料金表' })).toBeVisible();
    await expect(main.getByRole('img', { name: '料金表の表紙' })).toBeVisible();
    await expectNoAxeViolations(page);

    const link = main.getByRole('link', { name: /資料を見る\s*（料金表）/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const counted = page.waitForResponse(
      (res) => res.url().endsWith('/api/document/click_count') && res.request().method() === 'POST',
    );
    const popup = page.waitForEvent('popup');
    await link.click();
    const response = await counted;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ id: expect.any(Number) });
    await expect(await popup).toHaveURL('https://www.example.com/manabi/price-list.pdf');
  });

  test('every click is counted by the server', async ({ page }) => {
    await signIn(page, accounts.guardian);
    const api = page.context().request;
    const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const [doc] = (await (await api.get('/api/document')).json()) as { id: number }[];
    for (const expected of [200, 200]) {
      const res = await api.post('/api/document/click_count', {
        data: { id: doc?.id },
        headers: { 'x-xsrf-token': decodeURIComponent(token) },
      });
      expect(res.status()).toBe(expected);
    }
    const unknown = await api.post('/api/document/click_count', {
      data: { id: 99999 },
      headers: { 'x-xsrf-token': decodeURIComponent(token) },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ message: '指定された資料が見つかりませんでした。' });
  });

  test('a prospective member sees the documents too', async ({ page }) => {
    await signIn(page, accounts.prospect, '/login?redirect=/document/list');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '教室パンフレット' })).toBeVisible();
    await expect(main.getByRole('link', { name: /資料を見る\s*（体験授業のご案内）/ })).toHaveAttribute(
      'href',
      '/trialclassConfirm',
    );
    await expectNoAxeViolations(page);
  });
});
