import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** Fails the test on any axe violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

const firstPort = Number(process.env.E2E_PORT ?? 3100);

/** Each worker talks to its own server (see playwright.config.ts), so no test sees another worker's writes. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${firstPort + testInfo.parallelIndex}`),
});
export { expect };

/**
 * Puts this worker's demo data back as seeded (the server's `E2E_RESET` route) and ends every session: for a
 * test that uses up what it tests, such as an unread item or outstanding terms, so that it passes however
 * often the tier runs (`--repeat-each`). Call it before signing in.
 */
export async function resetDemoData(request: APIRequestContext) {
  await request.get('/api/health');
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/__e2e__/reset', { headers: { 'x-xsrf-token': token } });
  expect(res.status(), 'the demo data is put back').toBe(204);
}
