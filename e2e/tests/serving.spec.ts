import { expect, expectNoAxeViolations, test } from './fixtures';

test('the server serves the portal with its security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page).toHaveTitle(/^【まなびポータル】/);
  await expectNoAxeViolations(page);
});

test('a deep link to a client route is answered by the portal, not a 404', async ({ page }) => {
  const response = await page.goto('/announcement/list');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('hashed assets are cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const res = await request.get(script ?? '');
  expect(res.headers()['cache-control']).toContain('max-age=31536000');
});
