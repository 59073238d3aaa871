import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
