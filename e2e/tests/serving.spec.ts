import { expect, expectNoAxeViolations, test } from './fixtures';

test('the server serves the portal with its security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page).toHaveTitle(/^【まなびポータル】/);
  // The page itself, not only its title: a loaded machine can set the title before the first paint.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test('no page load asks for a file the server does not have (the favicon among them)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 404) missing.push(res.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBeTruthy();
  const res = await page.request.get(icon ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
  expect(missing).toEqual([]);
});

test('the source maps of the build are not public', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect((await request.get(script ?? '')).status()).toBe(200);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});
